import { useState } from 'react';
import { useAdjustmentsToConfirm } from '../../api/policyDocuments';
import { PricedChange } from './PricedChange';

const PRICED_BY_US =
  'Our team has priced the change you asked for. Nothing changes until you confirm it (or pay for it).';

/** /my-policy: the changes our team priced by hand, each to confirm, pay for, or leave for now. */
export function ChangesToConfirm() {
  const { data: changes } = useAdjustmentsToConfirm(true);
  const [outcome, setOutcome] = useState<string>();
  const [leftFor, setLeftFor] = useState<string[]>([]);
  const waiting = changes?.filter((change) => !leftFor.includes(change.id)) ?? [];
  if (waiting.length === 0) return outcome ? <p role="status">{outcome}</p> : null;
  return (
    <>
      <h2>Changes priced by our team</h2>
      {waiting.map((change) => (
        <PricedChange
          key={change.id}
          adjustment={change}
          message={PRICED_BY_US}
          onConfirmed={setOutcome}
          onClose={() => setLeftFor([...leftFor, change.id])}
        />
      ))}
    </>
  );
}
