import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RetrieveQuotePage } from './RetrieveQuotePage';

const retrieveQuote = vi.hoisted(() => vi.fn());
vi.mock('../../../api/quotes', () => ({ retrieveQuote }));

describe('RetrieveQuotePage', () => {
  it('flags every missing answer when sent empty, the web reference too', async () => {
    render(
      <MemoryRouter>
        <RetrieveQuotePage />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retrieve my quote' }));
    expect(screen.getByRole('textbox', { name: 'Web reference' })).toHaveAccessibleDescription(
      /Enter the web reference from your quote email/,
    );
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true');
    expect(retrieveQuote).not.toHaveBeenCalled();
  });
});
