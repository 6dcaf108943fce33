import { ApiFailure } from '@ivy/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { priceAdjustment, type Adjustment } from '../../api/policyDocuments';
import { renderPage } from '../../test/pageHarness';
import { OPTIONS } from '../quote/quoteFixtures';
import { AddDriverChange, RemoveDriverChange } from './DriverChanges';

vi.mock('../../api/policyDocuments', () => ({ priceAdjustment: vi.fn(), confirmAdjustment: vi.fn() }));
vi.mock('../../api/quotes', () => ({ useQuoteOptions: () => ({ data: OPTIONS }) }));
const price = vi.mocked(priceAdjustment);

const REFERRED: Adjustment = {
  id: '665f1c2b9d3e4a0012345678',
  outcome: 'referred',
  summary: 'A new named driver: Dara Byrne',
  effectiveDate: '2099-01-10',
};
const REVIEW = 'Thank you. Our team needs to review this change: we will contact you within one working day.';

const choose = (group: RegExp, choice: string) =>
  userEvent.click(within(screen.getByRole('group', { name: group })).getByRole('radio', { name: choice }));

/** The quote's questions about another driver, answered for Dara. */
async function describeDara() {
  renderPage(<AddDriverChange />);
  await userEvent.click(screen.getByRole('button', { name: 'Add a named driver' }));
  await userEvent.type(screen.getByLabelText('First name'), 'Dara');
  await userEvent.type(screen.getByLabelText('Last name'), 'Byrne');
  await userEvent.type(screen.getByLabelText('Date of birth'), '1980-04-02');
  await userEvent.selectOptions(screen.getByLabelText('Relationship to you'), 'Parent');
  await choose(/What licence does Dara hold/, 'Full Irish licence');
  await userEvent.type(screen.getByLabelText(/How many full years has Dara held it/), '20');
  await userEvent.type(screen.getByLabelText(/Driver number/), '987 654 321');
  await userEvent.type(screen.getByLabelText(/How many penalty points/), '0');
  await choose(/Has Dara been convicted/, 'No');
  await choose(/Has Dara had any claims/, 'No');
  await userEvent.type(screen.getByLabelText('Date of the change'), '2099-01-10');
  await userEvent.click(screen.getByRole('button', { name: 'See the price of the change' }));
}

beforeEach(() => {
  price.mockReset();
});

describe('AddDriverChange', () => {
  it("sends the quote's driver answers, and says when our team will review the driver", async () => {
    price.mockResolvedValue({ adjustment: REFERRED, message: REVIEW });
    await describeDara();
    expect(price).toHaveBeenCalledWith({
      type: 'add_driver',
      effectiveDate: '2099-01-10',
      addDriver: {
        firstName: 'Dara',
        lastName: 'Byrne',
        dateOfBirth: '1980-04-02',
        relationship: 'parent',
        licenceType: 'full_irish',
        licenceYears: 20,
        driverNumber: '987654321',
        penaltyPoints: 0,
        convictions: [],
        claims: [],
      },
    });
    const region = await screen.findByRole('region', { name: 'We will review this change' });
    expect(region).toHaveTextContent(REVIEW);
    expect(screen.queryByRole('button', { name: 'Confirm the change' })).not.toBeInTheDocument();
  });

  it("puts the server's refusal of the driver beside the question it is about", async () => {
    price.mockRejectedValue(
      new ApiFailure(422, {
        ok: false,
        message: 'Drivers must be 17 or over.',
        errors: { 'addDriver.dateOfBirth': ['Every driver must be 17 or over to be insured on a car.'] },
      }),
    );
    await describeDara();
    expect(await screen.findByLabelText('Date of birth')).toHaveAccessibleDescription(
      /Every driver must be 17 or over/,
    );
  });
});

describe('RemoveDriverChange', () => {
  it('names the driver by position on the policy, asks which one first, and lets the date default', async () => {
    price.mockResolvedValue({
      adjustment: { ...REFERRED, outcome: 'priced', summary: 'Named driver removed: Máire Byrne' },
      message: 'Here is the price of the change.',
    });
    renderPage(<RemoveDriverChange drivers={['Ciara Byrne', 'Máire Byrne']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove a named driver' }));
    await userEvent.click(screen.getByRole('button', { name: 'See the price of the change' }));
    expect(screen.getByText('Please choose the driver to remove')).toBeVisible();
    expect(price).not.toHaveBeenCalled();

    // No date: the change starts today (or on the first day of cover), which the server works out.
    await choose(/Which driver/, 'Máire Byrne');
    await userEvent.click(screen.getByRole('button', { name: 'See the price of the change' }));
    expect(price.mock.calls[0][0]).toStrictEqual({
      type: 'remove_driver',
      effectiveDate: undefined,
      removeDriver: { driverIndex: 1 },
    });
    expect(await screen.findByText('Named driver removed: Máire Byrne')).toBeVisible();
  });
});
