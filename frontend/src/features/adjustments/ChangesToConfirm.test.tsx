import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  confirmAdjustment,
  startAdjustmentCheckout,
  useAdjustmentsToConfirm,
  type Adjustment,
} from '../../api/policyDocuments';
import { renderPage } from '../../test/pageHarness';
import { leaveForProvider } from '../payments/leaveForProvider';
import { ChangesToConfirm } from './ChangesToConfirm';

vi.mock('../../api/policyDocuments', () => ({
  useAdjustmentsToConfirm: vi.fn(),
  confirmAdjustment: vi.fn(),
  startAdjustmentCheckout: vi.fn(),
}));
vi.mock('../payments/leaveForProvider', () => ({ leaveForProvider: vi.fn() }));

const PRICE = {
  annualBeforeCents: 120_000,
  annualAfterCents: 124_635,
  daysLeft: 200,
  premiumCents: 4_500,
  levyCents: 135,
  adminFeeCents: 0,
  totalCents: 4_635,
  payNowCents: 4_635,
  refundCents: 0,
};
const DEARER: Adjustment = {
  id: '665f1c2b9d3e4a0012345678',
  outcome: 'priced',
  summary: 'A new named driver: Seán Byrne',
  effectiveDate: '2027-05-15',
  price: PRICE,
};
const CHEAPER: Adjustment = {
  ...DEARER,
  id: '665f1c2b9d3e4a0012345679',
  summary: 'Named driver removed: Máire Byrne',
  price: {
    ...PRICE,
    premiumCents: -4_500,
    levyCents: -135,
    totalCents: -4_635,
    payNowCents: 0,
    refundCents: 4_635,
  },
};

describe('ChangesToConfirm', () => {
  it('says nothing when our team priced no change', () => {
    vi.mocked(useAdjustmentsToConfirm).mockReturnValue({ data: [] } as never);
    renderPage(<ChangesToConfirm />);
    expect(screen.queryByRole('heading', { name: 'Changes priced by our team' })).not.toBeInTheDocument();
  });

  it('offers each change our team priced: one to pay on the payment page, one to confirm', async () => {
    vi.mocked(useAdjustmentsToConfirm).mockReturnValue({ data: [DEARER, CHEAPER] } as never);
    vi.mocked(startAdjustmentCheckout).mockResolvedValue('/payments/sandbox/p1');
    vi.mocked(confirmAdjustment).mockResolvedValue('Your policy has been changed.');
    renderPage(<ChangesToConfirm />);
    expect(screen.getByRole('heading', { name: 'Changes priced by our team' })).toBeVisible();
    expect(screen.getByText(DEARER.summary)).toBeVisible();
    expect(screen.getByText('We refund you €46.35')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Pay €46.35 and make the change' }));
    expect(startAdjustmentCheckout).toHaveBeenCalledWith(DEARER.id);
    expect(leaveForProvider).toHaveBeenCalledWith('/payments/sandbox/p1');

    await userEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));
    expect(confirmAdjustment).toHaveBeenCalledWith(CHEAPER.id);
  });
});
