import { useField } from 'react-final-form';
import { useAddressSearch, useAreas, type Address } from '#src/api/reference';
import { SearchField } from '#src/components/SearchField';
import { addressLabel } from '../formValues';
import { requiredAddressAt } from '../quoteRules';

/**
 * The home address: searched by street and town or Eircode, then chosen from the list (SPEC §5). The
 * quote keeps it under `your_details`; another form (a change of address on /my-policy) names its own.
 */
export function AddressSearch({
  under = 'your_details',
  label = 'Home address',
}: {
  under?: string;
  label?: string;
}) {
  const chosenName = `${under}.address`;
  const { input } = useField<Address | undefined>(chosenName, { subscription: { value: true } });
  const address = input.value || undefined;
  return (
    <>
      <SearchField
        name={`${under}.addressText`}
        chosenName={chosenName}
        label={label}
        hint="Type your house number, street and town (for example 12 Main Street Naas) or your Eircode, then choose your address."
        validate={requiredAddressAt(chosenName)}
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
