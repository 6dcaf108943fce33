import { ApiFailure } from '@ivy/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { brand } from '#src/brand';
import { RetrieveQuotePage } from './RetrieveQuotePage';

const retrieveQuote = vi.hoisted(() => vi.fn());
vi.mock('#src/api/quotes', () => ({ retrieveQuote }));

describe('RetrieveQuotePage', () => {
  it('flags every missing answer when sent empty, the web reference too', async () => {
    render(
      <MemoryRouter>
        <RetrieveQuotePage />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retrieve my quote' }));
    expect(screen.getByRole('textbox', { name: 'Web reference' })).toHaveAccessibleDescription(
      /Please enter the web reference from your quote email/,
    );
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true');
    expect(retrieveQuote).not.toHaveBeenCalled();
  });

  it("takes the date of birth as DD/MM/YYYY in a plain box, never the browser's date picker", async () => {
    retrieveQuote.mockRejectedValue(new Error('offline'));
    render(
      <MemoryRouter>
        <RetrieveQuotePage />
      </MemoryRouter>,
    );
    const birthday = screen.getByLabelText('Date of birth');
    expect(birthday).toHaveAttribute('type', 'text');
    await userEvent.type(birthday, '31/02/1990');
    await userEvent.tab();
    expect(birthday).toHaveAccessibleDescription(/Please enter the date as DD\/MM\/YYYY/);
    await userEvent.clear(birthday);
    await userEvent.type(birthday, '1990-11-25');
    expect(birthday).toHaveValue('25/11/1990');
    await userEvent.type(screen.getByRole('textbox', { name: 'Web reference' }), 'IVY-7K3M-Q9TX');
    await userEvent.click(screen.getByRole('button', { name: 'Retrieve my quote' }));
    expect(retrieveQuote).toHaveBeenCalledWith({ webReference: 'IVY-7K3M-Q9TX', dateOfBirth: '1990-11-25' });
  });

  it('after too many tries says how long to wait and gives our number', async () => {
    retrieveQuote.mockRejectedValue(
      new ApiFailure(429, {
        ok: false,
        message: 'Too many attempts for this quote reference. Please try again in 15 minutes, or call us.',
        errors: {},
        retryAfterSeconds: 421,
      }),
    );
    render(
      <MemoryRouter>
        <RetrieveQuotePage />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Web reference' }), 'IVY-7K3M-Q9TX');
    await userEvent.type(screen.getByLabelText('Date of birth'), '25/11/1990');
    await userEvent.click(screen.getByRole('button', { name: 'Retrieve my quote' }));
    expect(
      await screen.findByText(
        `Too many attempts for this quote reference. Please try again in 8 minutes, or call us on ${brand.phone.dublin} (${brand.openingHours}).`,
      ),
    ).toBeVisible();
  });
});
