import { useId, useState } from 'react';
import { useForm } from 'react-final-form';
import { useSearchParams } from 'react-router-dom';
import {
  priceSandboxRisk,
  useRatingTables,
  useSampleRisks,
  type Risk,
  type SampleRisk,
  type SandboxAnswer,
} from '#src/api/rating';
import { LoadingHeart } from '#src/components/LoadingHeart';
import { TextAreaField } from '#src/components/TextAreaField';
import { PriceBreakdown } from '../../quote/outcome/PriceBreakdown';
import { ActionForm } from '../shared/ActionForm';
import { RatingPageHeader } from './RatingPageHeader';
import { RiskQuickFields } from './RiskQuickFields';
import { failureMessage } from '#src/language/failure';
import { monthlyPlanText } from '../shared/format';
import { SelectField } from '#src/components/SelectField';
import { RefusalReasons } from '../quotes/RefusalReasons';
import { problemsOf, ServerProblems, type Problems } from './ServerProblems';
import { parseJsonObject, priceDifference, tableStatusLabel } from './ratingTables';
import '../../quote/quote.css';
import './Rating.css';

/** A risk is a few kilobytes; this leaves room for many additional drivers. */
const MAX_RISK_CHARS = 64 * 1024;
/** The server's largest page: every version fits in the pickers. */
const ALL_VERSIONS = { page: 0, page_size: 100 };

interface SandboxValues {
  tableId: string;
  compareWith: string;
  risk: string;
}

const riskJson = (risk: Risk) => JSON.stringify(risk, null, 2);

/** /admin/rating/sandbox[?table=id]: price a test risk against any version, two side by side. */
export function RatingSandboxPage() {
  const [params] = useSearchParams();
  const tables = useRatingTables(ALL_VERSIONS);
  const samples = useSampleRisks();
  const error = tables.error ?? samples.error;
  return (
    <>
      <RatingPageHeader title="Rating sandbox">
        Price a test risk against any version, drafts and retired ones included. Start from a sample risk and
        change any of its fields. Nothing is saved.
      </RatingPageHeader>
      {error ? (
        <p role="alert">{failureMessage(error)}</p>
      ) : tables.data && samples.data ? (
        <Sandbox
          versions={tables.data.data.map((table) => ({
            value: table._id,
            label: `${table.version}: ${tableStatusLabel(table).toLowerCase()}`,
          }))}
          firstTable={
            params.get('table') ?? tables.data.data.find((table) => table.status === 'active')?._id ?? ''
          }
          samples={samples.data}
        />
      ) : (
        <LoadingHeart />
      )}
    </>
  );
}

interface SandboxProps {
  versions: { value: string; label: string }[];
  firstTable: string;
  samples: SampleRisk[];
}

function Sandbox({ versions, firstTable, samples }: SandboxProps) {
  const [answers, setAnswers] = useState<SandboxAnswer[]>([]);
  const [problems, setProblems] = useState<Problems>();

  const onSubmit = async ({ tableId, compareWith, risk }: SandboxValues) => {
    const parsed = parseJsonObject(risk, 'a risk');
    if (!parsed.ok) return { risk: parsed.error };
    const ids = compareWith && compareWith !== tableId ? [tableId, compareWith] : [tableId];
    try {
      setAnswers(await Promise.all(ids.map((id) => priceSandboxRisk(parsed.value as unknown as Risk, id))));
      setProblems(undefined);
      return undefined;
    } catch (error) {
      setAnswers([]);
      setProblems(problemsOf(error));
      return { risk: 'The server could not price this risk: see the problems listed.' };
    }
  };

  return (
    <div className="rating-sandbox">
      <div className="admin-panel">
        <ActionForm<SandboxValues>
          onSubmit={onSubmit}
          initialValues={{
            tableId: firstTable,
            compareWith: '',
            risk: samples[0] ? riskJson(samples[0].risk) : '',
          }}
          submitLabel="Price it"
        >
          <div className="form-row">
            <SelectField name="tableId" label="Version" options={versions} />
            <SelectField
              name="compareWith"
              label="Compare with"
              options={[{ value: '', label: 'No second version' }, ...versions]}
            />
            <SamplePicker samples={samples} />
          </div>
          <RiskQuickFields name="risk" />
          <TextAreaField name="risk" label="Risk (JSON)" rows={18} maxLength={MAX_RISK_CHARS} />
        </ActionForm>
      </div>
      <ServerProblems problems={problems} />
      {answers.length > 0 ? <Results answers={answers} /> : null}
    </div>
  );
}

/** Choosing a sample replaces the risk in the box; the choice itself is not sent. */
function SamplePicker({ samples }: { samples: SampleRisk[] }) {
  const form = useForm<SandboxValues>();
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Sample risk
      </label>
      <select
        id={id}
        className="field__input"
        defaultValue={samples[0]?.name}
        onChange={(event) => {
          const sample = samples.find((entry) => entry.name === event.target.value);
          if (sample) form.change('risk', riskJson(sample.risk));
        }}
      >
        {samples.map((sample) => (
          <option key={sample.name} value={sample.name}>
            {sample.name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}
          </option>
        ))}
      </select>
    </div>
  );
}

function Results({ answers }: { answers: SandboxAnswer[] }) {
  const totals = answers.map((answer) => answer.result.breakdown?.totalCents);
  const [first, second] = totals;
  return (
    <section aria-labelledby="sandbox-results" className="sandbox">
      <h2 id="sandbox-results">Result</h2>
      {first !== undefined && second !== undefined ? (
        <p className="sandbox-difference" role="status">
          Version {answers[1].ratingTable.version} against {answers[0].ratingTable.version}:{' '}
          <strong>{priceDifference(first, second)}</strong>
        </p>
      ) : null}
      <div className="sandbox-results">
        {answers.map(({ ratingTable, result }) => (
          <div key={ratingTable._id} className="admin-panel">
            {result.outcome === 'quoted' ? (
              <>
                <PriceBreakdown result={result} label={`Version ${ratingTable.version}`} />
                {result.monthly ? <p>Monthly: {monthlyPlanText(result.monthly)}</p> : null}
              </>
            ) : (
              <>
                <h2>
                  Version {ratingTable.version}: {result.outcome}
                </h2>
                <RefusalReasons reasons={result.reasons} />
              </>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
