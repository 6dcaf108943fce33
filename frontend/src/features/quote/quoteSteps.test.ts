import { quoteWith } from './quoteFixtures';
import {
  quotePaymentPath,
  quoteStepPath,
  quoteSummaryPath,
  resumePath,
  acceptedAssumptions,
  ASSUMPTIONS_ACCEPTED,
} from './quotePaths';
import {
  firstMissingStep,
  hasOutcome,
  isComplete,
  LAST_STEP,
  parseStep,
  QUOTE_STEPS,
  reachableStep,
  stepFor,
  stepOfPage,
} from './quoteSteps';

describe('the six steps', () => {
  it('are numbered from 1, the driver’s own record before other drivers', () => {
    expect(QUOTE_STEPS.map((step) => [step.number, step.page])).toEqual([
      [1, 'your_details'],
      [2, 'your_car'],
      [3, 'your_driving_history'],
      [4, 'claims'],
      [5, 'additional_drivers'],
      [6, 'cover'],
    ]);
    expect(LAST_STEP).toBe(6);
    expect(stepOfPage('additional_drivers')).toBe(5);
    expect(stepFor(9).number).toBe(6);
    expect(stepFor(0).number).toBe(1);
  });

  it('reads a step from the address only when it is one', () => {
    expect(parseStep('3')).toBe(3);
    expect(parseStep(null)).toBeUndefined();
    expect(parseStep('0')).toBeUndefined();
    expect(parseStep('7')).toBeUndefined();
    expect(parseStep('2.5')).toBeUndefined();
    expect(parseStep('two')).toBeUndefined();
  });
});

describe('page completeness', () => {
  it('finds the first unanswered step in step order, not the server’s page order', () => {
    expect(firstMissingStep(['additional_drivers', 'claims', 'cover'])).toBe(4);
    expect(firstMissingStep(['cover'])).toBe(6);
    expect(firstMissingStep([])).toBeUndefined();
  });

  it('lets the driver go back anywhere but not past the first unanswered step', () => {
    const halfway = quoteWith({
      missingPages: ['your_driving_history', 'claims', 'additional_drivers', 'cover'],
    });
    expect(reachableStep(undefined, halfway)).toBe(3);
    expect(reachableStep(1, halfway)).toBe(1);
    expect(reachableStep(5, halfway)).toBe(3);
    expect(reachableStep(6, quoteWith())).toBe(6);
    expect(reachableStep(undefined, quoteWith())).toBe(6);
  });

  it('has only the first step before the quote exists', () => {
    expect(reachableStep(4, undefined)).toBe(1);
  });

  it('is complete when no page is missing; an outcome is anything but started', () => {
    expect(isComplete(quoteWith())).toBe(true);
    expect(isComplete(quoteWith({ missingPages: ['cover'] }))).toBe(false);
    expect(isComplete(undefined)).toBe(false);
    expect(hasOutcome(quoteWith())).toBe(false);
    expect(hasOutcome(quoteWith({ status: 'declined' }))).toBe(true);
  });
});

describe('journey addresses', () => {
  const id = quoteWith()._id;

  it('name the step, the summary, payment options and the payments hand-off by quote', () => {
    expect(quoteStepPath(id, 3)).toBe(`/get-a-quote/${id}?step=3`);
    expect(quoteSummaryPath(id)).toBe(`/get-a-quote/summary?quote=${id}`);
    expect(quotePaymentPath(id)).toBe(`/get-a-quote/payment?quote=${id}`);
  });

  it('resume a quote at its first unanswered step, or its summary once it has an outcome', () => {
    expect(resumePath(quoteWith({ missingPages: ['claims', 'additional_drivers', 'cover'] }))).toBe(
      quoteStepPath(id, 4),
    );
    expect(resumePath(quoteWith())).toBe(quoteStepPath(id, 6));
    expect(resumePath(quoteWith({ status: 'quoted' }))).toBe(quoteSummaryPath(id));
    expect(resumePath(quoteWith({ status: 'referred' }))).toBe(quoteSummaryPath(id));
  });

  it('know a driver who came by the assumptions page', () => {
    expect(acceptedAssumptions(ASSUMPTIONS_ACCEPTED)).toBe(true);
    expect(acceptedAssumptions(null)).toBe(false);
    expect(acceptedAssumptions({ assumptionsAccepted: 'yes' })).toBe(false);
  });
});
