import { useField } from 'react-final-form';
import { useAddressSearch, useAreas, type Address } from '../../../api/reference';
import { SearchField } from '../../../components/SearchField';
import { addressLabel } from '../formValues';
import { requiredAddress } from '../quoteRules';

/** The home address: searched by street and town or Eircode, then chosen from the list (SPEC §5). */
export function AddressSearch() {
  const { input } = useField<Address | undefined>('your_details.address', { subscription: { value: true } });
  const address = input.value || undefined;
  return (
    <>
      <SearchField
        name="your_details.addressText"
        chosenName="your_details.address"
        label="Home address"
        hint="Type your house number, street and town (for example 12 Main Street Naas) or your Eircode, then choose your address."
        validate={requiredAddress}
        useResults={useAddressSearch}
        optionLabel={addressLabel}
        noResults="No addresses match. Please modify your search."
        autoComplete="off"
      />
      <AddressArea address={address} />
    </>
  );
}

/** The Eircode area of the chosen address (SPEC: areas), which is where the car is rated. */
function AddressArea({ address }: { address: Address | undefined }) {
  const { data: areas } = useAreas(address?.id ?? null);
  const area = address ? areas?.[0] : undefined;
  // The line is always there, empty until an address is chosen, so the form below never moves.
  return (
    <p className="address-search__area" aria-live="polite">
      {area && `Eircode area ${area.routingKey}, ${area.postTown}, Co. ${area.county}`}
    </p>
  );
}
