import type { Address } from '../../api/reference';
import { AddressSearch } from '../quote/steps/AddressSearch';
import { PolicyChange } from './PolicyChange';

interface AddressValues {
  changeAddress: { addressText?: string; address?: Address };
}

/** "I moved house": the new address, found with the quote's address lookup. */
export function AddressChange() {
  return (
    <PolicyChange<AddressValues>
      title="I moved house"
      intro="Find your new address. The price can change with where the car is kept."
      initialValues={{ changeAddress: {} }}
      toRequest={({ changeAddress }) => ({
        type: 'change_address',
        changeAddress: { addressId: changeAddress.address?.id ?? '' },
      })}
      fieldPath={(path) => path.replace(/\.addressId$/, '.addressText')}
    >
      <AddressSearch under="changeAddress" label="New home address" />
    </PolicyChange>
  );
}
