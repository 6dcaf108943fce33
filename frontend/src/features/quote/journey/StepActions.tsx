interface StepActionsProps {
  step: number;
  isLast: boolean;
  /** Every page is answered: the driver may jump to her price from here. */
  canPrice: boolean;
  submitting: boolean;
  onBack?: () => void;
  onSaveAndExit?: () => void;
  /** Which submit button was pressed: on to the next step, or straight to the price. */
  onIntent: (intent: 'next' | 'price') => void;
}

/** Continue (or Get my price), Back, and Save and exit, as large buttons a thumb can hit. */
export function StepActions({
  step,
  isLast,
  canPrice,
  submitting,
  onBack,
  onSaveAndExit,
  onIntent,
}: StepActionsProps) {
  return (
    <div className="step-actions">
      <button
        type="submit"
        className="button button--cta"
        disabled={submitting}
        onClick={() => onIntent(isLast ? 'price' : 'next')}
      >
        {isLast ? 'Get my price' : 'Continue'}
      </button>
      {canPrice && !isLast && (
        <button
          type="submit"
          className="button button--quiet"
          disabled={submitting}
          onClick={() => onIntent('price')}
        >
          Save and see my price
        </button>
      )}
      {onBack && step > 1 && (
        <button type="button" className="button button--quiet" onClick={onBack} disabled={submitting}>
          Back
        </button>
      )}
      {onSaveAndExit && (
        <button type="button" className="button button--quiet" onClick={onSaveAndExit} disabled={submitting}>
          Save and exit
        </button>
      )}
    </div>
  );
}
