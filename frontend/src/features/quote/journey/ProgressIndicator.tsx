import { Link } from 'react-router-dom';
import { quoteStepPath } from '../quotePaths';
import { LAST_STEP, QUOTE_STEPS } from '../quoteSteps';

interface ProgressIndicatorProps {
  step: number;
  /** The quote's id once it exists; answered steps then link back to themselves. */
  quoteId?: string;
  /** The last step the driver may open (see reachableStep). */
  reachable: number;
}

/** 'Step 2 of 6', and every step in a row: done, current (aria-current) or still to come. */
export function ProgressIndicator({ step, quoteId, reachable }: ProgressIndicatorProps) {
  return (
    <nav className="quote-progress" aria-label="Quote progress">
      <p className="quote-progress__count">
        Step {step} of {LAST_STEP}
      </p>
      <ol className="quote-progress__steps">
        {QUOTE_STEPS.map(({ number, title }) => {
          const state = number === step ? 'current' : number < step || number <= reachable ? 'done' : 'todo';
          const label = (
            <>
              <span className="quote-progress__number" aria-hidden="true">
                {number}
              </span>
              {/* The title shows beside the number on wider screens; a screen reader hears both always. */}
              <span className="quote-progress__title" aria-hidden="true">
                {title}
              </span>
              <span className="visually-hidden">
                Step {number}: {title}
              </span>
            </>
          );
          return (
            <li key={number} className={`quote-progress__step quote-progress__step--${state}`}>
              {quoteId && state === 'done' ? (
                <Link to={quoteStepPath(quoteId, number)}>{label}</Link>
              ) : (
                <span aria-current={state === 'current' ? 'step' : undefined}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
