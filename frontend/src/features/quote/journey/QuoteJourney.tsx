import { readWholeNumber } from '#src/components/validators';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import arrayMutators from 'final-form-arrays';
import { Fragment, useReducer, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { ApiFailure } from '@ivy/api-client';
import {
  createQuote,
  priceQuote,
  saveQuoteForLater,
  saveQuotePage,
  type Quote,
  type QuoteOptions,
} from '#src/api/quotes';
import { FormProblem } from '#src/components/FormProblem';
import { track } from '../../analytics/dataLayer';
import { valuesFromAnswers, type QuoteFormValues } from '../formValues';
import { availableAddOns, pageBody, pageChanged } from '../pageBodies';
import { quoteStepPath, quoteSummaryPath } from '../quotePaths';

import { isComplete, LAST_STEP, reachableStep, stepFor } from '../quoteSteps';
import { failureMessage } from '#src/language/failure';
import { pageFieldPath, submissionErrors } from '../serverErrors';
import { savedVehicleLookup, vehicleLookupReducer } from '../vehicleLookup';
import { ProgressIndicator } from './ProgressIndicator';
import { SavedDialog } from './SavedDialog';
import { StepActions } from './StepActions';
import { StepFields } from './StepFields';
import { FocusOnRender, useProblemFocus } from './useProblemFocus';
import { useStepEntered } from './useStepEntered';
import '../quote.css';

interface QuoteJourneyProps {
  /** The quote so far; undefined until the first page is sent. */
  quote: Quote | undefined;
  step: number;
  options: QuoteOptions;
}

type Intent = 'next' | 'price';

/**
 * Brings the window to the top, and lets that paint, before the next screen replaces this step. The
 * next screen arrives after a save, often more than half a second after the tap: had the footer (in
 * view at the bottom of a long step) moved in that same frame, it would count as a layout shift the
 * driver did not cause.
 */
function toTopBeforeLeaving(): Promise<void> {
  window.scrollTo(0, 0);
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/**
 * The quote form across its six steps (one react-final-form form, so Back loses nothing). Each step's
 * answers are saved as it is completed: the first creates the quote, the others update it; after the
 * last the quote is priced and the summary shows the price.
 */
export function QuoteJourney({ quote, step, options }: QuoteJourneyProps) {
  const navigate = useNavigate();
  const [initialValues] = useState(() => valuesFromAnswers(quote?.answers));
  const [lookup, dispatch] = useReducer(vehicleLookupReducer, quote?.answers.your_car, savedVehicleLookup);
  const [savedForLater, setSavedForLater] = useState<{ webReference: string; pageNotSaved: boolean }>();
  const [actionError, setActionError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const intent = useRef<Intent>('next');
  const formRef = useRef<HTMLFormElement>(null);
  const problemFocus = useProblemFocus(formRef);
  const current = stepFor(step);
  const headingRef = useStepEntered(current);

  /** Saves the current step's answers unless the quote already holds them; answers the quote. */
  async function saveStep(values: QuoteFormValues): Promise<Quote> {
    const context = {
      vehicleLookupType: lookup.vehicleLookupType,
      availableAddOns: availableAddOns(
        options.addOns,
        values.cover.type,
        readWholeNumber(values.your_driving_history.ncbYears) ?? 0,
      ).map((addOn) => addOn.value),
    };
    if (!quote) {
      const created = await createQuote(pageBody('your_details', values, context));
      dispatch({ type: 'reset' });
      track('quote_start');
      return created;
    }
    const body = pageBody(current.page, values, context);
    return pageChanged(current.page, body, quote.answers)
      ? saveQuotePage(quote._id, current.page, body)
      : quote;
  }

  async function submit(
    values: QuoteFormValues,
    form: FormApi<QuoteFormValues>,
  ): Promise<SubmissionErrors | void> {
    setActionError(undefined);
    let answered: Quote;
    try {
      answered = await saveStep(values);
    } catch (error) {
      problemFocus.request();
      if (!(error instanceof ApiFailure)) return { [FORM_ERROR]: failureMessage(error) };
      return submissionErrors(error, form.getRegisteredFields(), (path) => pageFieldPath(current.page, path));
    }
    if (intent.current === 'next' && step < LAST_STEP) {
      await toTopBeforeLeaving();
      await navigate(quoteStepPath(answered._id, step + 1));
      return;
    }
    try {
      const priced = await priceQuote(answered._id);
      track('quote_priced', {
        outcome: priced.result?.outcome,
        value: (priced.result?.breakdown?.totalCents ?? 0) / 100,
        currency: 'EUR',
      });
      await toTopBeforeLeaving();
      await navigate(quoteSummaryPath(priced._id));
    } catch (error) {
      // Pricing names whole pages, not fields: its own message says what to do.
      problemFocus.request();
      return { [FORM_ERROR]: failureMessage(error) };
    }
  }

  async function saveAndExit(form: FormApi<QuoteFormValues>) {
    if (!quote) return;
    const { valid, values } = form.getState();
    setBusy(true);
    setActionError(undefined);
    try {
      if (valid) await saveStep(values);
      const webReference = await saveQuoteForLater(quote._id);
      track('quote_saved', { step });
      setSavedForLater({ webReference, pageNotSaved: !valid });
    } catch (error) {
      setActionError(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const onSubmit = (
    event: FormEvent<HTMLFormElement>,
    handleSubmit: (event: FormEvent) => unknown,
    form: FormApi<QuoteFormValues>,
  ) => {
    void handleSubmit(event);
    if (form.getState().hasValidationErrors) problemFocus.request();
  };

  return (
    <div className="page-container quote-journey">
      <h1>{quote ? 'Your quote' : 'Get a quote'}</h1>
      {quote && (
        <p className="quote-journey__reference">
          Web reference <strong className="reference">{quote.webReference}</strong>
        </p>
      )}
      <ProgressIndicator step={step} quoteId={quote?._id} reachable={reachableStep(undefined, quote)} />
      <Form<QuoteFormValues>
        onSubmit={submit}
        initialValues={initialValues}
        mutators={{ ...arrayMutators }}
        subscription={{ submitting: true, submitError: true }}
      >
        {({ handleSubmit, form, submitting, submitError }) => (
          <form ref={formRef} noValidate onSubmit={(event) => onSubmit(event, handleSubmit, form)}>
            <FocusOnRender focusPending={problemFocus.focusPending} />
            <h2 ref={headingRef} tabIndex={-1} className="quote-form__title">
              {current.title}
            </h2>
            {/*
              New elements for each step: the next step arrives only after its answers are saved, often
              more than half a second after the tap, and buttons that moved then would count as layout
              shift the driver did not cause; a step's own content appearing does not.
            */}
            <Fragment key={step}>
              {/* Above the fields, where the eye starts: it says the answers to check are marked below. */}
              <FormProblem problem={submitError ?? actionError} />
              <StepFields step={current} options={options} lookup={lookup} dispatch={dispatch} />
              <StepActions
                step={step}
                isLast={step === LAST_STEP}
                canPrice={isComplete(quote)}
                submitting={submitting || busy}
                onBack={quote ? () => void navigate(quoteStepPath(quote._id, step - 1)) : undefined}
                onSaveAndExit={quote ? () => void saveAndExit(form) : undefined}
                onIntent={(chosen) => (intent.current = chosen)}
              />
            </Fragment>
          </form>
        )}
      </Form>
      {savedForLater && (
        <SavedDialog
          webReference={savedForLater.webReference}
          pageNotSaved={savedForLater.pageNotSaved}
          onClose={() => setSavedForLater(undefined)}
        />
      )}
    </div>
  );
}
