import { ApiFailure } from '@ivy/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCookieRecords } from '../../api/cookies';
import { GA_RECORD } from './consentFixtures';
import { CookieTable } from './CookieTable';

vi.mock('../../api/cookies', () => ({ useCookieRecords: vi.fn() }));

const mutate = vi.fn();
const answer = (value: object) => vi.mocked(useCookieRecords).mockReturnValue({ mutate, ...value } as never);

describe('CookieTable', () => {
  it('lists every cookie under the SPEC columns, in a scrollable region on narrow screens', () => {
    answer({
      data: {
        cookies: [
          GA_RECORD,
          {
            category: 'Marketing',
            name: '_fbp',
            description: 'Adverts.',
            retentionPeriod: '90 days',
            dataController: 'Meta',
          },
        ],
      },
    });
    render(<CookieTable />);
    const table = screen.getByRole('table', { name: 'The cookies we use' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Category', 'Name', 'Description', 'Retention Period', 'Data Controller']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Analytics', 'Counts visits.', '2 years', 'Us'],
      ['Marketing', 'Adverts.', '90 days', 'Meta'],
    ]);
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('_ga');
    expect(screen.getByRole('region', { name: 'The cookies we use' })).toHaveAttribute('tabindex', '0');
  });

  it('says while it loads', () => {
    answer({});
    render(<CookieTable />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the list of cookies');
  });

  it('says when the list cannot be loaded, and tries again on request', async () => {
    answer({ error: new ApiFailure(503, { ok: false, message: 'Down', errors: {} }) });
    render(<CookieTable />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the list of cookies.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(mutate).toHaveBeenCalled();
  });
});
