import { ApiFailure } from '@ivy/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { priceAdjustment, type Adjustment } from '../../api/policyDocuments';
import { renderPage } from '../../test/pageHarness';
import { ANSWERS, OPTIONS } from '../quote/quoteFixtures';
import { CarChange } from './CarChange';

const CAR = ANSWERS.your_car.vehicle;

vi.mock('../../api/policyDocuments', () => ({ priceAdjustment: vi.fn(), confirmAdjustment: vi.fn() }));
vi.mock('../../api/quotes', () => ({ useQuoteOptions: () => ({ data: OPTIONS }) }));
vi.mock('../../api/reference', () => ({
  lookupVehicle: (registration: string) =>
    Promise.resolve({ registration, registrationCounty: 'Dublin', vehicle: CAR }),
  findVehicle: () => Promise.resolve(CAR),
  useVehicleMakes: () => ({ data: undefined }),
  useVehicleModels: () => ({ data: undefined }),
  useVehicleYears: () => ({ data: undefined }),
  useVehicleEngines: () => ({ data: undefined }),
}));
const price = vi.mocked(priceAdjustment);

const DEARER: Adjustment = {
  id: '665f1c2b9d3e4a0012345678',
  outcome: 'priced',
  summary: 'A new car: Toyota Prius (241-D-99999)',
  effectiveDate: '2099-01-10',
  price: {
    annualBeforeCents: 60_000,
    annualAfterCents: 72_000,
    daysLeft: 200,
    premiumCents: 6_575,
    levyCents: 197,
    adminFeeCents: 0,
    totalCents: 6_772,
    payNowCents: 6_772,
    refundCents: 0,
  },
};

/** The new car found by registration, confirmed, and the quote's questions about it answered. */
async function describeNewCar() {
  renderPage(<CarChange />);
  await userEvent.click(screen.getByRole('button', { name: 'I changed my car' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Registration number' }), '241-d-99999{Enter}');
  await userEvent.click(await screen.findByRole('button', { name: 'Yes, this is my car' }));
  const answer = (group: RegExp, choice: string) =>
    userEvent.click(within(screen.getByRole('group', { name: group })).getByRole('radio', { name: choice }));
  await answer(/add power or speed/, 'No');
  await answer(/in how it looks/, 'No');
  await answer(/kept overnight/, 'Kept on a driveway overnight');
  await answer(/used for/, 'Social use and commuting');
  await userEvent.type(screen.getByRole('textbox', { name: /kilometres/ }), '9000');
  await userEvent.type(screen.getByLabelText('Date of the change'), '2099-01-10');
  await userEvent.click(screen.getByRole('button', { name: 'See the price of the change' }));
}

beforeEach(() => {
  price.mockReset();
});

describe('CarChange', () => {
  it("sends the quote's car answers and the date, then shows what the change costs", async () => {
    price.mockResolvedValue({ adjustment: DEARER, message: 'Here is the price of the change.' });
    await describeNewCar();
    expect(price).toHaveBeenCalledWith({
      type: 'change_car',
      effectiveDate: '2099-01-10',
      changeCar: {
        lookupType: 'REG',
        registration: '241-D-99999',
        isVehicleConfirmed: true,
        valueCents: CAR.valueEstimateCents,
        modifications: { performance: false, cosmetic: false },
        overnightLocation: 'driveway',
        usage: 'commuting',
        annualMileageKm: 9000,
      },
    });
    const region = await screen.findByRole('region', { name: 'The price of the change' });
    expect(region).toHaveTextContent('€600.00 now, €720.00 after the change');
    expect(region).toHaveTextContent('Government levy (3%)€1.97');
    expect(region).toHaveTextContent('You pay €67.72');
  });

  it('puts a refusal of the car beside its question, and one of the date beside the date', async () => {
    price.mockRejectedValue(
      new ApiFailure(422, {
        ok: false,
        message: 'Please correct the highlighted fields.',
        errors: {
          'changeCar.valueCents': ['Cars worth more than €100,000 cannot be insured.'],
          effectiveDate: ['A change must take effect while the policy is in force.'],
        },
      }),
    );
    await describeNewCar();
    expect(
      await screen.findByRole('textbox', { name: /What is your car worth/ }),
    ).toHaveAccessibleDescription(/Cars worth more than €100,000 cannot be insured/);
    expect(screen.getByLabelText('Date of the change')).toHaveAccessibleDescription(
      /while the policy is in force/,
    );
  });

  it('asks for the car before pricing anything', async () => {
    renderPage(<CarChange />);
    await userEvent.click(screen.getByRole('button', { name: 'I changed my car' }));
    await userEvent.click(screen.getByRole('button', { name: 'See the price of the change' }));
    expect(screen.getByText('Please confirm these are the details of your car')).toBeVisible();
    expect(price).not.toHaveBeenCalled();
  });
});
