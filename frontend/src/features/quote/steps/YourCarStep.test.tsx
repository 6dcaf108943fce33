import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import arrayMutators from 'final-form-arrays';
import { useReducer } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { initialQuoteValues, type QuoteFormValues } from '../formValues';
import { ANSWERS, OPTIONS } from '../quoteFixtures';
import { initialVehicleLookup, vehicleLookupReducer } from '../vehicleLookup';
import { YourCarStep } from './YourCarStep';

const CAR = ANSWERS.your_car.vehicle;
const NOT_IRISH = "That doesn't look like an Irish registration number, for example 12-D-3456 or 151-KE-789.";

// The reference data as the server answers it: one registration known, two makes on the lists.
vi.mock('#src/api/reference', async () => {
  const { ApiFailure } = await import('@ivy/api-client');
  const none = () => ({ data: undefined });
  return {
    lookupVehicle: (registration: string) =>
      registration === '191-D-12345'
        ? Promise.resolve({ registration, registrationCounty: 'Dublin', vehicle: CAR })
        : Promise.reject(new ApiFailure(400, { ok: false, message: NOT_IRISH, errors: {} })),
    findVehicle: () => Promise.resolve(CAR),
    useVehicleMakes: () => ({ data: ['Ford', 'Toyota'] }),
    useVehicleModels: none,
    useVehicleYears: none,
    useVehicleEngines: none,
  };
});

let values: QuoteFormValues;
// One object for the form's life: a new one each render would start the form again.
const INITIAL = initialQuoteValues();

function CarStep() {
  const [lookup, dispatch] = useReducer(vehicleLookupReducer, initialVehicleLookup);
  return (
    <Form<QuoteFormValues> onSubmit={() => undefined} initialValues={INITIAL} mutators={{ ...arrayMutators }}>
      {({ handleSubmit }) => (
        <form onSubmit={(event) => void handleSubmit(event)}>
          <YourCarStep options={OPTIONS} lookup={lookup} dispatch={dispatch} />
          <button type="submit">Continue</button>
          <FormSpy<QuoteFormValues>
            subscription={{ values: true }}
            onChange={(state) => (values = state.values)}
          />
        </form>
      )}
    </Form>
  );
}

function renderStep() {
  render(<CarStep />);
  return screen.getByRole('textbox', { name: 'Registration number' });
}

describe('finding the car', () => {
  it('finds it by registration, asks if it is hers, and fills in its value', async () => {
    const registration = renderStep();
    expect(screen.getByText('Enter your registration and choose Find my car.')).toBeVisible();
    await userEvent.type(registration, '191d12345');
    expect(registration).toHaveValue('191D12345');
    await userEvent.clear(registration);
    await userEvent.type(registration, '191-d-12345{Enter}');

    expect(await screen.findByRole('heading', { name: 'Is this your car?' })).toBeVisible();
    expect(screen.getByText('Toyota Prius 1.8 Hybrid')).toBeVisible();
    await waitFor(() => expect(values.your_car).toMatchObject({ value: '11500', isVehicleConfirmed: false }));

    await userEvent.click(screen.getByRole('button', { name: 'Yes, this is my car' }));
    expect(screen.getByText('You confirmed this is your car.')).toBeVisible();
    await waitFor(() => expect(values.your_car.isVehicleConfirmed).toBe(true));
    // The button pressed is gone: focus is on the heading that replaced its question.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your car' })).toHaveFocus());
    // The room kept for the question is given back once it is answered.
    expect(screen.getByText('You confirmed this is your car.').closest('.lookup-result')).toHaveClass(
      'lookup-result--confirmed',
    );
  });

  it("forgets the rejected car's estimate when it is not hers", async () => {
    const registration = renderStep();
    await userEvent.type(registration, '191-D-12345{Enter}');
    await waitFor(() => expect(values.your_car.value).toBe('11500'));
    await userEvent.click(await screen.findByRole('button', { name: "No, it isn't" }));
    await waitFor(() => expect(values.your_car.value).toBeUndefined());
    expect(screen.getByRole('textbox', { name: /What is your car worth/ })).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Make' })).toHaveFocus());
  });

  it("clears the last car's estimate when a new registration finds nothing", async () => {
    const registration = renderStep();
    await userEvent.type(registration, '191-D-12345{Enter}');
    await waitFor(() => expect(values.your_car.value).toBe('11500'));
    await userEvent.clear(registration);
    await userEvent.type(registration, '12345{Enter}');
    expect(await screen.findByText(NOT_IRISH)).toBeVisible();
    await waitFor(() => expect(values.your_car.value).toBeUndefined());
    expect(screen.getByRole('textbox', { name: /What is your car worth/ })).toHaveValue('');
  });

  it('forgets the car when the registration changes', async () => {
    const registration = renderStep();
    await userEvent.type(registration, '191-D-12345');
    await userEvent.click(screen.getByRole('button', { name: 'Find my car' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, this is my car' }));
    // Confirming moves focus to the result's heading in the next frame; type only once it has.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your car' })).toHaveFocus());
    await userEvent.type(registration, '6');
    expect(screen.queryByText('Toyota Prius 1.8 Hybrid')).not.toBeInTheDocument();
    await waitFor(() => expect(values.your_car.isVehicleConfirmed).toBe(false));
  });

  it('says why nothing was found and offers to choose the car by hand', async () => {
    const registration = renderStep();
    await userEvent.type(registration, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Find my car' }));
    expect(await screen.findByText(NOT_IRISH)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Choose my car by make and model' }));
    expect(await screen.findByRole('option', { name: 'Toyota' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Model' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Choose make and model/ })).toBeChecked();
    // The registration typed stays: her documents need it however the car is found.
    expect(screen.getByRole('textbox', { name: 'Registration number' })).toHaveValue('12345');
    expect(screen.getByRole('textbox', { name: 'Registration number' })).toHaveAccessibleDescription(
      /The dealer gives you its registration/,
    );
  });

  it('will not go on without a confirmed car', async () => {
    renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please confirm these are the details of your car')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Registration number' })).toHaveAccessibleDescription(
      /Please enter the car’s registration number/,
    );
  });
});
