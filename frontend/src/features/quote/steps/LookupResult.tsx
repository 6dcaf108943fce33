import { useId, useRef } from 'react';
import { Field } from 'react-final-form';
import { FieldError, visibleError } from '#src/components/FieldFrame';
import { mustConfirmCar } from '../quoteRules';
import type { VehicleLookupState } from '../vehicleLookup';
import { VehicleCard } from './VehicleCard';

interface LookupResultProps {
  lookup: VehicleLookupState;
  onConfirm: () => void;
  onNotMine: () => void;
}

/**
 * What the lookup found, and 'Is this your car?'. The panel keeps its room from the start, so the
 * answer arriving does not push the questions below it down the page; once the driver confirms, it
 * shrinks to fit (a shift she caused by her tap).
 */
export function LookupResult({ lookup, onConfirm, onNotMine }: LookupResultProps) {
  const { vehicle } = lookup;
  const errorId = useId();
  const questionRef = useRef<HTMLHeadingElement>(null);
  // The button pressed goes away with the answer: focus goes to the heading that now says 'Your car'.
  const confirm = () => {
    onConfirm();
    requestAnimationFrame(() => questionRef.current?.focus());
  };
  return (
    <div
      className={lookup.isVehicleConfirmed ? 'lookup-result lookup-result--confirmed' : 'lookup-result'}
      aria-live="polite"
    >
      {lookup.isVehicleLoading && <p role="status">Finding your car…</p>}
      {!lookup.isVehicleLoading && lookup.error && (
        <div>
          <p>{lookup.error}</p>
          {lookup.vehicleLookupType === 'REG' && (
            <button type="button" className="button button--quiet" onClick={onNotMine}>
              Choose my car by make and model
            </button>
          )}
        </div>
      )}
      {lookup.isShowingVehicleDetails && vehicle && (
        <div>
          <h3 ref={questionRef} tabIndex={-1} className="lookup-result__question">
            {lookup.isVehicleConfirmed ? 'Your car' : 'Is this your car?'}
          </h3>
          <VehicleCard vehicle={vehicle} />
          {lookup.isVehicleConfirmed ? (
            <p className="lookup-result__confirmed">You confirmed this is your car.</p>
          ) : (
            <div className="button-row">
              <button type="button" className="button button--primary" onClick={confirm}>
                Yes, this is my car
              </button>
              <button type="button" className="button button--quiet" onClick={onNotMine}>
                No, it isn't
              </button>
            </div>
          )}
        </div>
      )}
      {!lookup.isVehicleLookupSubmitted && !lookup.isVehicleLoading && (
        <p className="lookup-result__waiting">
          {lookup.vehicleLookupType === 'REG'
            ? 'Enter your registration and choose Find my car.'
            : 'Choose your car above and we will show its details here.'}
        </p>
      )}
      <Field<boolean> name="your_car.isVehicleConfirmed" validate={mustConfirmCar}>
        {({ meta }) => <FieldError id={errorId} error={visibleError(meta)} />}
      </Field>
    </div>
  );
}
