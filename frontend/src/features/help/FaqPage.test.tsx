import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FaqAnswer } from '../../api/content';
import { json, okEnvelope, renderPage, requestedPaths } from '../../test/pageHarness';
import { FaqPage } from './FaqPage';
import { SEARCH_DELAY_MS } from './useListFilters';

const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(request: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', mock);
  return mock;
});

const faq = (id: string, topic: string, question: string, answer = `<p>About ${question}</p>`) => ({
  _id: id,
  topic,
  question,
  answer,
  order: Number(id),
});

const TOPICS = ['Payments', 'Claims'];
const PAY_MONTHLY = faq(
  '1',
  'Payments',
  'Can I pay monthly?',
  '<p>Yes, by <strong>Direct Debit</strong>.</p>',
);
const EXCESS = faq('2', 'Claims', 'What is an excess?');
const ALL: FaqAnswer = { ...okEnvelope, faqs: [PAY_MONTHLY, EXCESS], topics: TOPICS };
const answer = (faqs: FaqAnswer['faqs']): FaqAnswer => ({ ...okEnvelope, faqs, topics: TOPICS });

function renderFaqs() {
  renderPage(<FaqPage />, { preloaded: { '/api/v1/content/faqs': ALL } });
}

/** Typing is debounced: let the pause pass, then the request and its answer. */
async function typeSearch(text: string) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.type(screen.getByRole('searchbox', { name: 'Search the FAQs' }), text);
  await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe('FaqPage', () => {
  it('shows the preloaded questions under their topics without asking the server', () => {
    renderFaqs();
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(TOPICS);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 questions');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens and closes an answer with its disclosure button', async () => {
    renderFaqs();
    const button = screen.getByRole('button', { name: 'Can I pay monthly?' });
    const answerPanel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(answerPanel).not.toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(answerPanel).toBeVisible();
    expect(within(answerPanel as HTMLElement).getByText('Direct Debit').tagName).toBe('STRONG');
    await userEvent.click(button);
    expect(answerPanel).not.toBeVisible();
  });

  it('searches once typing pauses, with the words in the query', async () => {
    fetchMock.mockImplementation(() => json(answer([PAY_MONTHLY])));
    renderFaqs();
    await typeSearch('pay monthly');
    expect(await screen.findByText('Showing 1 question')).toBeVisible();
    expect(requestedPaths(fetchMock)).toEqual(['/api/v1/content/faqs?search=pay%20monthly']);
    expect(screen.queryByRole('button', { name: 'What is an excess?' })).not.toBeInTheDocument();
  });

  it('filters by topic with the chips, one pressed at a time', async () => {
    fetchMock.mockImplementation(() => json(answer([EXCESS])));
    renderFaqs();
    const chips = screen.getByRole('group', { name: 'Filter by topic' });
    expect(within(chips).getByRole('button', { name: 'All topics' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(chips).getByRole('button', { name: 'Claims' }));
    expect(await screen.findByText('Showing 1 question')).toBeVisible();
    expect(within(chips).getByRole('button', { name: 'Claims' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(chips).getByRole('button', { name: 'All topics' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(requestedPaths(fetchMock)).toEqual(['/api/v1/content/faqs?topic=Claims']);
  });

  it('says when nothing matches, and goes back to every question', async () => {
    fetchMock.mockImplementation((request) => json(request.url.includes('search=') ? answer([]) : ALL));
    renderFaqs();
    await typeSearch('zzz');
    expect(await screen.findByRole('status')).toHaveTextContent('No questions match your search.');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/help-contact/contact-us',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show all questions' }));
    expect(await screen.findByText('Showing 2 questions')).toBeVisible();
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});
