import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiFailure } from '@ivy/api-client';
import { priceAdjustment, startAdjustmentCheckout, type Adjustment } from '../../api/policyDocuments';
import type { Address } from '../../api/reference';
import { renderPage } from '../../test/pageHarness';
import { ANSWERS } from '../quote/quoteFixtures';
import { leaveForProvider } from '../payments/leaveForProvider';
import { AddressChange } from './AddressChange';

const NAAS: Address = ANSWERS.your_details.address;

vi.mock('../../api/policyDocuments', () => ({
  priceAdjustment: vi.fn(),
  confirmAdjustment: vi.fn(),
  startAdjustmentCheckout: vi.fn(),
}));
vi.mock('../payments/leaveForProvider', () => ({ leaveForProvider: vi.fn() }));
vi.mock('../../api/reference', () => ({
  useAddressSearch: (search: string | null) => ({
    data: search ? [ANSWERS.your_details.address] : undefined,
  }),
  useAreas: () => ({ data: undefined }),
}));
const price = vi.mocked(priceAdjustment);
const checkout = vi.mocked(startAdjustmentCheckout);

async function moveHouse() {
  renderPage(<AddressChange />);
  await userEvent.click(screen.getByRole('button', { name: 'I moved house' }));
  await userEvent.type(screen.getByRole('combobox', { name: 'New home address' }), 'Main Street');
  await userEvent.click(await screen.findByRole('option'));
  await userEvent.click(screen.getByRole('button', { name: 'See the price of the change' }));
}

describe('AddressChange', () => {
  it('prices the address chosen from the lookup, and shows a refusal by the address box', async () => {
    price.mockRejectedValue(
      new ApiFailure(422, {
        ok: false,
        message: 'Please choose your address from the list.',
        errors: { 'changeAddress.addressId': ['Please choose your address from the list.'] },
      }),
    );
    await moveHouse();
    expect(price).toHaveBeenCalledWith({ type: 'change_address', changeAddress: { addressId: NAAS.id } });
    expect(await screen.findAllByText('Please choose your address from the list.')).not.toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'New home address' })).toHaveAccessibleDescription(
      /Please choose your address from the list/,
    );
  });

  it('sends a move that costs more to the payment page, saying what it costs', async () => {
    const dearer: Adjustment = {
      id: '665f1c2b9d3e4a0012345678',
      outcome: 'priced',
      summary: 'A new address: 12 Main Street, Dublin 2',
      effectiveDate: '2027-05-15',
      price: {
        annualBeforeCents: 120_000,
        annualAfterCents: 150_000,
        daysLeft: 200,
        premiumCents: 16_438,
        levyCents: 493,
        adminFeeCents: 0,
        totalCents: 16_931,
        payNowCents: 16_931,
        refundCents: 0,
      },
    };
    price.mockResolvedValue({ adjustment: dearer, message: 'Here is the price of the change.' });
    checkout.mockResolvedValue('/payments/sandbox/p1');
    await moveHouse();
    expect(await screen.findByRole('region', { name: 'The price of the change' })).toHaveTextContent(
      'You pay €169.31',
    );
    expect(screen.queryByRole('button', { name: 'Confirm the change' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay €169.31 and make the change' }));
    expect(checkout).toHaveBeenCalledWith(dearer.id);
    expect(leaveForProvider).toHaveBeenCalledWith('/payments/sandbox/p1');
  });
});
