import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiFailure } from '@ivy/api-client';
import { priceAdjustment } from '../../api/policyDocuments';
import type { Address } from '../../api/reference';
import { renderPage } from '../../test/pageHarness';
import { ANSWERS } from '../quote/quoteFixtures';
import { AddressChange } from './AddressChange';

const NAAS: Address = ANSWERS.your_details.address;

vi.mock('../../api/policyDocuments', () => ({ priceAdjustment: vi.fn(), confirmAdjustment: vi.fn() }));
vi.mock('../../api/reference', () => ({
  useAddressSearch: (search: string | null) => ({
    data: search ? [ANSWERS.your_details.address] : undefined,
  }),
  useAreas: () => ({ data: undefined }),
}));
const price = vi.mocked(priceAdjustment);

describe('AddressChange', () => {
  it('prices the address chosen from the lookup, and shows a refusal by the address box', async () => {
    price.mockRejectedValue(
      new ApiFailure(422, {
        ok: false,
        message: 'Please choose your address from the list.',
        errors: { 'changeAddress.addressId': ['Please choose your address from the list.'] },
      }),
    );
    renderPage(<AddressChange />);
    await userEvent.click(screen.getByRole('button', { name: 'I moved house' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'New home address' }), 'Main Street');
    await userEvent.click(await screen.findByRole('option'));
    await userEvent.click(screen.getByRole('button', { name: 'See the price of the change' }));
    expect(price).toHaveBeenCalledWith({ type: 'change_address', changeAddress: { addressId: NAAS.id } });
    expect(await screen.findAllByText('Please choose your address from the list.')).not.toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'New home address' })).toHaveAccessibleDescription(
      /Please choose your address from the list/,
    );
  });
});
