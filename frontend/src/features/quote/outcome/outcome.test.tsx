import { render, screen, within } from '@testing-library/react';
import type { QuotePrice } from '#src/api/quotes';
import { PriceBreakdown } from './PriceBreakdown';
import { QuoteRefusal } from './QuoteRefusal';

const QUOTED: QuotePrice = {
  outcome: 'quoted',
  tableVersion: '2025.1',
  pricedAt: '2026-11-20T10:00:00.000Z',
  breakdown: {
    basePremiumCents: 140_000,
    lines: [
      { code: 'AGE', label: 'Driver age 30', kind: 'loading', amountCents: 14_000 },
      { code: 'NCB', label: 'No-claims bonus 5 years', kind: 'discount', amountCents: -42_000 },
      { code: 'BREAKDOWN', label: 'Breakdown assistance', kind: 'addon', amountCents: 3_900 },
    ],
    subtotalCents: 115_900,
    levyCents: 3_477,
    totalCents: 119_377,
  },
  excessCents: 55_000,
  validUntil: '2026-12-20T10:00:00.000Z',
  underwriter: 'Emerald Insurance DAC',
};

describe('PriceBreakdown', () => {
  it('shows the base, every line, the levy on its own line and the total', () => {
    render(<PriceBreakdown result={QUOTED} />);
    const rows = within(screen.getByRole('table', { name: 'How your price is made up' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Base premium€1,400.00',
      'Driver age 30€140.00',
      'No-claims bonus 5 years−€420.00',
      'Breakdown assistance€39.00',
      'Premium€1,159.00',
      'Government levy (3%)€34.77',
      'Total€1,193.77',
    ]);
    expect(screen.getByRole('heading', { name: 'Your price: €1,193.77 a year' })).toBeVisible();
    expect(screen.getByText('€550')).toBeVisible();
    expect(screen.getByText('20 December 2026')).toBeVisible();
    expect(screen.getByText('Emerald Insurance DAC')).toBeVisible();
  });
});

describe('the excess line', () => {
  it('says voluntary only when a voluntary excess was chosen', () => {
    const { unmount } = render(<PriceBreakdown result={QUOTED} voluntaryExcessCents={0} />);
    expect(screen.getByText('€550 (compulsory)')).toBeVisible();
    unmount();
    render(<PriceBreakdown result={QUOTED} voluntaryExcessCents={25_000} />);
    expect(screen.getByText('€550 (compulsory €300 plus your voluntary €250)')).toBeVisible();
  });
});

describe('QuoteRefusal', () => {
  it('gives the reasons and both numbers to call', () => {
    render(
      <QuoteRefusal
        result={{
          outcome: 'declined',
          tableVersion: '2025.1',
          pricedAt: '2026-11-20T10:00:00.000Z',
          reasons: [
            {
              code: 'PENALTY_POINTS',
              message: "We can't offer cover where a driver has 10 or more penalty points.",
            },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: "Sorry, we can't offer you a quote online" })).toBeVisible();
    expect(screen.getByText(/10 or more penalty points/)).toBeVisible();
    expect(screen.getByRole('link', { name: '01 555 0142' })).toHaveAttribute('href', 'tel:015550142');
    expect(screen.getByRole('link', { name: '0818 555 142' })).toHaveAttribute('href', 'tel:0818555142');
  });

  it('asks a referred driver to call to finish her quote', () => {
    render(
      <QuoteRefusal result={{ outcome: 'referred', tableVersion: '2025.1', pricedAt: '', reasons: [] }} />,
    );
    expect(screen.getByRole('heading', { name: 'Our team needs to look at your quote' })).toBeVisible();
    expect(screen.getByText(/call us to finish your quote/)).toBeVisible();
  });
});
