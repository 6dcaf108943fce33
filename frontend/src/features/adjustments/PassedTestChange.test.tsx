import { ApiFailure } from '@ivy/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmAdjustment, priceAdjustment, type Adjustment } from '../../api/policyDocuments';
import { renderPage } from '../../test/pageHarness';
import { PassedTestChange } from './PassedTestChange';

vi.mock('../../api/policyDocuments', () => ({ priceAdjustment: vi.fn(), confirmAdjustment: vi.fn() }));
const price = vi.mocked(priceAdjustment);
const confirm = vi.mocked(confirmAdjustment);

const PRICED: Adjustment = {
  id: '665f1c2b9d3e4a0012345678',
  outcome: 'priced',
  summary: 'Aoife passed the driving test on 14 May 2027: now a full Irish licence holder',
  effectiveDate: '2027-05-15',
  price: {
    annualBeforeCents: 180_000,
    annualAfterCents: 120_000,
    daysLeft: 200,
    premiumCents: -31_780,
    levyCents: -953,
    adminFeeCents: 0,
    totalCents: -32_733,
    payNowCents: 0,
    refundCents: 32_733,
    noviceUntil: '2029-05-13',
  },
};

async function report(testDate = '2026-01-14', driverNumber = '111222333') {
  renderPage(<PassedTestChange />);
  await userEvent.click(screen.getByRole('button', { name: 'I passed my driving test' }));
  await userEvent.type(screen.getByLabelText('Date of the test'), testDate);
  await userEvent.type(screen.getByLabelText(/Driver number/), driverNumber);
  await userEvent.click(screen.getByRole('button', { name: 'See the price of the change' }));
}

beforeEach(() => {
  price.mockReset();
  confirm.mockReset();
});

describe('PassedTestChange', () => {
  it('shows the price with its levy before anything changes, then confirms it', async () => {
    price.mockResolvedValue({ adjustment: PRICED, message: 'Here is the price of the change.' });
    confirm.mockResolvedValue('Your policy has been changed. Your new documents are ready below.');
    await report();
    expect(price).toHaveBeenCalledWith({
      type: 'passed_test',
      passedTest: { testDate: '2026-01-14', driverNumber: '111222333' },
    });
    const region = await screen.findByRole('region', { name: 'The price of the change' });
    expect(region).toHaveTextContent('Government levy (3%)−€9.53');
    expect(region).toHaveTextContent('We refund you €327.33');
    expect(confirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));
    expect(confirm).toHaveBeenCalledWith(PRICED.id);
    expect(await screen.findByRole('status')).toHaveTextContent('Your policy has been changed.');
  });

  it("puts the server's refusal beside the field it names", async () => {
    price.mockRejectedValue(
      new ApiFailure(422, {
        ok: false,
        message: 'Please give the date of the test.',
        errors: { 'passedTest.testDate': ['Please give the date of the test, on or before the day.'] },
      }),
    );
    await report();
    expect(await screen.findByText('Please give the date of the test, on or before the day.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm the change' })).not.toBeInTheDocument();
  });

  it('says a referred change goes to our team, with nothing to confirm', async () => {
    const referred: Adjustment = { ...PRICED, outcome: 'referred', price: undefined };
    price.mockResolvedValue({ adjustment: referred, message: 'Our team needs to review this change.' });
    await report();
    expect(await screen.findByRole('region', { name: 'We will review this change' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm the change' })).not.toBeInTheDocument();
  });
});
