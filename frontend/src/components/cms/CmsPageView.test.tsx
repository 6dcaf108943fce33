import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderPage, requestedPaths } from '../../test/pageHarness';
import { cmsPage, section } from './cmsFixtures';
import { CmsPageView } from './CmsPageView';

const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(request: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', mock);
  return mock;
});

const PAGE = cmsPage('help-centre', [
  section(
    'intro',
    'Help Centre',
    '<p>We are <strong>here</strong>. <a href="/help-contact/faq">FAQs</a></p>',
    [{ kind: 'contact', label: '24-hour breakdown helpline', value: '01 555 0199', href: 'tel:015550199' }],
  ),
  section('why', 'Why us', '', [
    { kind: 'feature', title: 'Learners welcome', text: 'On your permit.', icon: 'learner' },
    { kind: 'feature', title: 'Real people', text: 'On the phone.' },
  ]),
  section('claim', 'How to claim', '', [
    { kind: 'step', title: 'Call us', text: 'Have your policy number.' },
    { kind: 'step', title: 'Tell us what happened', text: 'Date, time and place.' },
  ]),
  section('contact', 'Talk to us', '', [
    { kind: 'contact', label: 'Phone', value: '01 555 0142', href: 'tel:015550142' },
    { kind: 'contact', label: 'Email', value: 'support@example.ie', href: 'mailto:support@example.ie' },
    { kind: 'contact', label: 'Opening hours', value: 'Monday to Saturday' },
    { kind: 'contact', label: 'Sneaky', value: 'Click me', href: 'javascript:alert(1)' },
  ]),
  section('reviews', 'What our customers say', '', [
    { kind: 'testimonial', name: 'Aoife', rating: 5, content: 'Great.' },
    { kind: 'testimonial', name: 'Siobhán', rating: 4, content: 'Good.' },
    { kind: 'testimonial', name: 'Niamh', rating: 4.5, content: 'Reassuring.' },
  ]),
  section('team', 'Meet the team', '', [
    {
      kind: 'team',
      header: 'Customer care',
      image: '/images/team/customer-care.jpg',
      imageAlt: 'The customer care team',
      content: 'Plain English.',
      buttonText: 'Contact Us',
      buttonUrl: '/help-contact/contact-us',
    },
  ]),
]);

const PRELOADED = { '/api/v1/cms/pages/help-centre': PAGE };

const region = (name: string) => screen.getByRole('region', { name });

beforeEach(() => fetchMock.mockReset());

describe('CmsPageView', () => {
  it("paints the server's preloaded page without a request: the first title is the page heading", () => {
    renderPage(<CmsPageView page="help-centre" />, { preloaded: PRELOADED });
    expect(screen.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Why us',
      'How to claim',
      'Talk to us',
      'What our customers say',
      'Meet the team',
    ]);
    expect(screen.getByText('here').tagName).toBe('STRONG');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a lone contact as a call-out with a tap-to-call link', () => {
    renderPage(<CmsPageView page="help-centre" />, { preloaded: PRELOADED });
    const intro = region('Help Centre');
    expect(within(intro).getByText('24-hour breakdown helpline')).toBeVisible();
    expect(within(intro).getByRole('link', { name: '01 555 0199' })).toHaveAttribute('href', 'tel:015550199');
  });

  it('renders features and steps as lists with headings one level below the section', () => {
    renderPage(<CmsPageView page="help-centre" />, { preloaded: PRELOADED });
    const features = within(region('Why us')).getAllByRole('listitem');
    expect(features).toHaveLength(2);
    expect(within(features[0]).getByRole('heading', { level: 3, name: 'Learners welcome' })).toBeVisible();
    const steps = within(region('How to claim')).getByRole('list');
    expect(steps.tagName).toBe('OL');
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Call us', 'Tell us what happened']);
  });

  it('lists contacts with their links, and no link for a scheme the API does not allow', () => {
    renderPage(<CmsPageView page="help-centre" />, { preloaded: PRELOADED });
    const contacts = region('Talk to us');
    expect(within(contacts).getByRole('link', { name: '01 555 0142' })).toHaveAttribute(
      'href',
      'tel:015550142',
    );
    expect(within(contacts).getByRole('link', { name: 'support@example.ie' })).toHaveAttribute(
      'href',
      'mailto:support@example.ie',
    );
    expect(within(contacts).getByText('Monday to Saturday')).toBeVisible();
    expect(within(contacts).queryByRole('link', { name: 'Click me' })).not.toBeInTheDocument();
  });

  it('shows testimonials with star ratings, half stars included, named for screen readers', () => {
    renderPage(<CmsPageView page="help-centre" />, { preloaded: PRELOADED });
    const reviews = region('What our customers say');
    expect(within(reviews).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    expect(within(reviews).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    const half = within(reviews).getByRole('img', { name: 'Rated 4.5 out of 5' });
    // Four full stars and a fifth filled to half its width.
    const fills = [...half.querySelectorAll('rect')].map((rect) => rect.getAttribute('width'));
    expect(fills).toEqual(['24', '24', '24', '24', '12']);
    expect(within(reviews).getByText('Niamh')).toBeVisible();
  });

  it('shows team blocks with a sized image and their button', () => {
    renderPage(<CmsPageView page="help-centre" />, { preloaded: PRELOADED });
    const team = region('Meet the team');
    const image = within(team).getByRole('img', { name: 'The customer care team' });
    expect(image).toHaveAttribute('src', '/images/team/customer-care.jpg');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '480');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(team).getByRole('heading', { level: 3, name: 'Customer care' })).toBeVisible();
    expect(within(team).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/help-contact/contact-us',
    );
  });

  it('renders what it is given beside the sections in the split layout', () => {
    renderPage(
      <CmsPageView page="help-centre" layout="split" lead={<p>Lead text</p>}>
        <form aria-label="A form" />
      </CmsPageView>,
      { preloaded: PRELOADED },
    );
    expect(screen.getByText('Lead text')).toBeVisible();
    expect(screen.getByRole('form', { name: 'A form' }).parentElement).toHaveClass('cms-page__aside');
  });

  it('fetches a page that was not preloaded, and offers a retry when that fails', async () => {
    fetchMock.mockImplementationOnce(() => json({ ok: false, message: 'Down', errors: {} }, 503));
    fetchMock.mockImplementationOnce(() => json(PAGE));
    renderPage(<CmsPageView page="help-centre" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('alert')).toHaveTextContent('could not load this page');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Help Centre' })).toBeVisible();
    expect(requestedPaths(fetchMock)).toEqual([
      '/api/v1/cms/pages/help-centre',
      '/api/v1/cms/pages/help-centre',
    ]);
  });

  it('says so when the page does not exist', async () => {
    fetchMock.mockImplementation(() => json({ ok: false, message: 'Not found.', errors: {} }, 404));
    renderPage(<CmsPageView page="nowhere" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('this page is not available');
  });
});
