import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Quote } from '#src/api/quotes';
import { QuoteOutcome } from './QuoteOutcome';

vi.mock('#src/api/quotes', () => ({ priceQuote: vi.fn() }));

describe('QuoteOutcome', () => {
  it('tells a bought quote as good news, not as a problem', () => {
    const bought = { _id: 'q1', status: 'purchased', policyNumber: 'IVY-P-4HXM9R2C' } as Quote;
    render(
      <MemoryRouter>
        <QuoteOutcome quote={bought} />
      </MemoryRouter>,
    );
    const notice = screen.getByText(/You bought this policy/);
    expect(notice).toHaveClass('notice--done');
    expect(notice).not.toHaveAttribute('role', 'alert');
  });
});
