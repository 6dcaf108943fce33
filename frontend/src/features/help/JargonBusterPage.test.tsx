import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JargonAnswer } from '../../api/content';
import { json, okEnvelope, renderPage, requestedPaths } from '../../test/pageHarness';
import { JargonBusterPage } from './JargonBusterPage';

const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(request: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', mock);
  return mock;
});

const term = (id: string, name: string, definition: string) => ({ _id: id, term: name, definition });
const EXCESS = term('1', 'Excess', 'The part of a claim you pay yourself.');
const NAMED = term('2', 'Named driver', 'Someone else insured to drive your car.');
const NCB = term('3', 'No claims bonus', 'A discount for years without a claim.');
const ALL: JargonAnswer = { ...okEnvelope, jargon: [EXCESS, NAMED, NCB] };

beforeEach(() => fetchMock.mockReset());

describe('JargonBusterPage', () => {
  it('lists the preloaded terms as definitions under their letters', () => {
    renderPage(<JargonBusterPage />, { preloaded: { '/api/v1/content/jargon': ALL } });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['E', 'N']);
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual([
      'Excess',
      'Named driver',
      'No claims bonus',
    ]);
    const definitions = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(definitions).toEqual([EXCESS.definition, NAMED.definition, NCB.definition]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 terms');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('filters by first letter; letters no term starts with cannot be chosen', async () => {
    fetchMock.mockImplementation(() => json({ ...okEnvelope, jargon: [NAMED, NCB] }));
    renderPage(<JargonBusterPage />, { preloaded: { '/api/v1/content/jargon': ALL } });
    const letters = screen.getByRole('group', { name: 'Filter by first letter' });
    expect(within(letters).getByRole('button', { name: 'Terms starting with A' })).toBeDisabled();
    await userEvent.click(within(letters).getByRole('button', { name: 'Terms starting with N' }));
    expect(await screen.findByText('Showing 2 terms')).toBeVisible();
    expect(requestedPaths(fetchMock)).toEqual(['/api/v1/content/jargon?letter=N']);
    expect(screen.queryByText('Excess')).not.toBeInTheDocument();
  });
});
