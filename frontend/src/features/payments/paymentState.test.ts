import type { PaymentResult } from '../../api/payments';
import { CONFIRM_POLL_MS, pollInterval, resultScreen, type PaymentState } from './paymentState';

const payment = (status: PaymentResult['status']): PaymentResult => ({
  _id: 'p1',
  purpose: 'new_policy',
  subject: { type: 'quote', id: 'q1' },
  option: 'annual',
  status,
  amountCents: 52_345,
  currency: 'EUR',
  description: 'Comprehensive car insurance',
  message: '',
});

const state = (status?: PaymentResult['status']): PaymentState => ({
  paymentOption: 'annual',
  payment: status ? payment(status) : undefined,
  isLoading: status === undefined,
});

const on = (outcome: 'success' | 'failed', timedOut = false, unavailable = false) => ({
  outcome,
  timedOut,
  unavailable,
});

describe('the payment result screen', () => {
  it('shows what the verified record says, whichever route the provider used', () => {
    expect(resultScreen(state('succeeded'), on('failed'))).toBe('succeeded');
    expect(resultScreen(state('held'), on('success'))).toBe('held');
    expect(resultScreen(state('unfulfilled'), on('failed'))).toBe('held');
    for (const status of ['failed', 'cancelled', 'expired'] as const) {
      expect(resultScreen(state(status), on('success'))).toBe('not-completed');
    }
  });

  it('waits for the webhook on the success route, then says it is still confirming', () => {
    expect(resultScreen(state(), on('success'))).toBe('confirming');
    expect(resultScreen(state('pending'), on('success'))).toBe('confirming');
    expect(resultScreen(state('pending'), on('success', true))).toBe('unconfirmed');
  });

  it('treats a pending payment on the failed route as not completed (the customer left the page)', () => {
    expect(resultScreen(state('pending'), on('failed'))).toBe('not-completed');
  });

  it('says so when the link does not open a payment', () => {
    expect(resultScreen(state(), on('success', false, true))).toBe('unavailable');
  });

  it('polls only while a success is pending and within the wait', () => {
    expect(pollInterval(undefined, 'success', false)).toBe(CONFIRM_POLL_MS);
    expect(pollInterval(payment('pending'), 'success', false)).toBe(CONFIRM_POLL_MS);
    expect(pollInterval(payment('pending'), 'success', true)).toBe(0);
    expect(pollInterval(payment('pending'), 'failed', false)).toBe(0);
    expect(pollInterval(payment('succeeded'), 'success', false)).toBe(0);
  });
});
