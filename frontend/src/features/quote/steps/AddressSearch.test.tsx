import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, FormSpy } from 'react-final-form';
import type { Address } from '#src/api/reference';
import { ADDRESS_MESSAGE } from '#src/components/validators';
import { addressLabel } from '../formValues';
import { ANSWERS } from '../quoteFixtures';
import { AddressSearch } from './AddressSearch';

const NAAS = ANSWERS.your_details.address;
const KILL: Address = { ...NAAS, id: 'ie1.kill', line1: '1 Main Street', town: 'Kill', eircode: 'W91 K1LL' };
const searches = vi.hoisted((): (string | null)[] => []);

// The address search answers every address whose label holds what was typed.
vi.mock('#src/api/reference', async () => {
  const { addressLabel: label } = await import('../formValues');
  return {
    useAddressSearch: (search: string | null) => {
      searches.push(search);
      return { data: search === null ? undefined : [NAAS, KILL].filter((a) => label(a).includes(search)) };
    },
    useAreas: (addressId: string | null) => ({
      data: addressId
        ? [{ routingKey: 'W91', postTown: 'Naas', county: 'Kildare', ratingArea: 'Commuter Belt' }]
        : undefined,
    }),
  };
});

let values: { your_details?: { address?: Address; addressText?: string } } = {};

function renderAddress() {
  render(
    <Form onSubmit={() => undefined}>
      {() => (
        <form>
          <AddressSearch />
          <button type="button">Elsewhere</button>
          <FormSpy subscription={{ values: true }} onChange={(state) => (values = state.values)} />
        </form>
      )}
    </Form>,
  );
  return screen.getByRole('combobox', { name: 'Home address' });
}

const leave = () => userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));

beforeEach(() => {
  searches.length = 0;
  values = {};
});

describe('the address search', () => {
  it('lists matches as the driver types, and clears them once one is chosen', async () => {
    const box = renderAddress();
    await userEvent.type(box, 'Main Street');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('option', { name: addressLabel(NAAS) }));

    expect(box).toHaveValue(addressLabel(NAAS));
    expect(values.your_details?.address).toEqual(NAAS);
    expect(list).not.toBeVisible();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(searches.at(-1)).toBeNull();
    expect(screen.getByText('Eircode area W91, Naas, Co. Kildare')).toBeVisible();
    await leave();
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('chooses with the arrow keys and Enter', async () => {
    const box = renderAddress();
    await userEvent.type(box, 'Main Street');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1].id);
    await userEvent.keyboard('{Enter}');
    expect(values.your_details?.address).toEqual(KILL);
  });

  it('refuses an address typed but not chosen with exactly the SPEC words, once the box is left', async () => {
    const box = renderAddress();
    await userEvent.type(box, '12 Main Street');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.queryByText(ADDRESS_MESSAGE)).not.toBeInTheDocument();
    await leave();
    expect(box).toHaveAccessibleDescription(expect.stringContaining(ADDRESS_MESSAGE));
  });

  it('forgets a choice typed over', async () => {
    const box = renderAddress();
    await userEvent.type(box, 'Naas');
    await userEvent.click(await screen.findByRole('option', { name: addressLabel(NAAS) }));
    await userEvent.type(box, 'x');
    expect(values.your_details?.addressText).toBe(`${addressLabel(NAAS)}x`);
    expect(values.your_details?.address).toBeUndefined();
    expect(screen.queryByText(/Eircode area/)).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const box = renderAddress();
    await userEvent.type(box, 'Nowhere');
    await waitFor(() =>
      expect(screen.getByText('No addresses match. Please modify your search.')).toBeVisible(),
    );
  });
});
