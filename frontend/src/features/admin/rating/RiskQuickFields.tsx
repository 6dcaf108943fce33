import { useId } from 'react';
import { useField, useForm } from 'react-final-form';
import { readRiskField, RISK_FIELDS, writeRiskField, type RiskField } from './riskFields';

/**
 * The risk's most changed fields as inputs over the JSON box named `name`: each shows the value in the
 * JSON and writes its change back there, so the JSON stays the one thing priced. While the JSON is
 * broken they are disabled rather than guess.
 */
export function RiskQuickFields({ name }: { name: string }) {
  const { input } = useField<string>(name, { subscription: { value: true } });
  const form = useForm();
  const json = input.value ?? '';
  const change = (field: RiskField, typed: string) => {
    const next = writeRiskField(json, field, typed);
    if (next !== undefined) form.change(name, next);
  };
  return (
    <fieldset className="risk-fields">
      <legend>Change the risk</legend>
      <div className="form-row">
        {RISK_FIELDS.map((field) => (
          <RiskInput key={field.path} field={field} value={readRiskField(json, field)} onChange={change} />
        ))}
      </div>
    </fieldset>
  );
}

interface RiskInputProps {
  field: RiskField;
  /** Undefined while the JSON cannot be read. */
  value: string | undefined;
  onChange: (field: RiskField, typed: string) => void;
}

function RiskInput({ field, value, onChange }: RiskInputProps) {
  const id = useId();
  const shared = {
    id,
    className: 'field__input',
    value: value ?? '',
    disabled: value === undefined,
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {field.label}
      </label>
      {field.kind === 'choice' ? (
        <select {...shared} onChange={(event) => onChange(field, event.target.value)}>
          {value === '' ? <option value="">Not set</option> : null}
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...shared}
          type={field.kind === 'date' ? 'date' : 'number'}
          step={field.kind === 'euro' ? '0.01' : '1'}
          onChange={(event) => onChange(field, event.target.value)}
        />
      )}
    </div>
  );
}
