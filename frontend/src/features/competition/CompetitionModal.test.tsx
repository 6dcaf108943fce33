import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useCmsPage } from '../../api/cms';
import { ConsentProvider } from '../consent/ConsentProvider';
import { CookieConsent } from '../consent/CookieConsent';
import { saveChoice } from '../consent/consentFixtures';
import { CompetitionModal } from './CompetitionModal';
import { COMPETITION_SEEN_KEY } from './competitionRules';

const HEADLINE = 'We have a 100 euro gift card up for grabs when you get a quote with us!';

const page = vi.hoisted(() => ({
  data: {
    ok: true,
    message: 'OK',
    errors: {},
    page: 'competition',
    sections: [
      {
        _id: '1',
        page: 'competition',
        key: 'intro',
        title: 'Win a 100 euro gift card',
        body: '<p><strong>We have a 100 euro gift card up for grabs when you get a quote with us!</strong></p>',
      },
      {
        _id: '2',
        page: 'competition',
        key: 'how-to-enter',
        title: 'How to Enter',
        body:
          '<ol><li><a href="/get-a-quote">Get a quote</a> with Ivy Car Insurance.</li>' +
          '<li>Visit <a href="https://www.instagram.com/ivycarinsurance">Ivy on Instagram</a>.</li>' +
          '<li>Follow us and react with a heart-eyes emoji 😍 to the Competition Highlight.</li></ol>',
      },
    ],
  },
}));

vi.mock('../../api/cms', () => ({ useCmsPage: vi.fn(() => page) }));
vi.mock('../../api/cookies', () => ({
  recordConsent: () => Promise.resolve(),
  useCookieRecords: () => ({}),
}));

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderSite(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ConsentProvider>
        <CookieConsent />
        <CompetitionModal />
        <CurrentPath />
      </ConsentProvider>
    </MemoryRouter>,
  );
}

const competition = () => screen.queryByRole('dialog', { name: 'Win a 100 euro gift card' });

beforeEach(() => {
  localStorage.clear();
  vi.mocked(useCmsPage).mockReset();
});

describe('CompetitionModal', () => {
  it('shows the CMS wording and the How to Enter list, as an accessible dialog', () => {
    saveChoice();
    renderSite();
    const dialog = competition();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(within(dialog!).getByText(HEADLINE)).toBeVisible();
    expect(within(dialog!).getByRole('heading', { name: 'How to Enter' })).toBeVisible();
    const steps = within(dialog!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual([
      'Get a quote with Ivy Car Insurance.',
      'Visit Ivy on Instagram.',
      'Follow us and react with a heart-eyes emoji 😍 to the Competition Highlight.',
    ]);
    expect(useCmsPage).toHaveBeenCalledWith('competition');
  });

  it('is shown once: after closing, a new page load does not show it again', async () => {
    saveChoice();
    const first = renderSite();
    expect(localStorage.getItem(COMPETITION_SEEN_KEY)).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(competition()).not.toBeInTheDocument();
    first.unmount();

    renderSite();
    expect(competition()).not.toBeInTheDocument();
    expect(useCmsPage).toHaveBeenLastCalledWith(null);
  });

  it('counts as seen once shown, even if the visitor leaves without closing it', () => {
    saveChoice();
    renderSite().unmount();
    renderSite();
    expect(competition()).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    saveChoice();
    renderSite();
    await userEvent.keyboard('{Escape}');
    expect(competition()).not.toBeInTheDocument();
  });

  it('waits for the cookie question to be answered, and never covers the banner', async () => {
    renderSite();
    expect(screen.getByRole('dialog', { name: 'Our use of cookies' })).toBeVisible();
    expect(competition()).not.toBeInTheDocument();
    expect(useCmsPage).not.toHaveBeenCalledWith('competition');

    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(competition()).toBeVisible();
  });

  it.each(['/admin/user', '/admin', '/get-a-quote', '/get-a-quote/summary'])('is not shown on %s', (path) => {
    saveChoice();
    renderSite(path);
    expect(competition()).not.toBeInTheDocument();
    expect(localStorage.getItem(COMPETITION_SEEN_KEY)).toBeNull();
  });

  it('Get A Quote goes to /get-a-quote and closes the modal', async () => {
    saveChoice();
    renderSite();
    const link = screen.getByRole('link', { name: 'Get A Quote' });
    expect(link).toHaveAttribute('href', '/get-a-quote');
    await userEvent.click(link);
    expect(screen.getByTestId('path')).toHaveTextContent('/get-a-quote');
    expect(competition()).not.toBeInTheDocument();
  });

  it('follows a link to this site inside the CMS text without reloading, and closes', async () => {
    saveChoice();
    renderSite();
    await userEvent.click(screen.getByRole('link', { name: 'Get a quote' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/get-a-quote');
    expect(competition()).not.toBeInTheDocument();
  });

  it('stays closed, and unseen, while its wording cannot be loaded', () => {
    vi.mocked(useCmsPage).mockReturnValue({ data: undefined } as never);
    saveChoice();
    renderSite();
    expect(competition()).not.toBeInTheDocument();
    expect(localStorage.getItem(COMPETITION_SEEN_KEY)).toBeNull();
  });
});
