import { useId, useState } from 'react';
import { useFieldArray } from 'react-final-form-arrays';
import { TextField } from '#src/components/TextField';
import { required } from '#src/components/validators';
import { TextAreaField } from '#src/components/TextAreaField';
import { SelectField } from '#src/components/SelectField';
import {
  blankItem,
  ITEM_KINDS,
  KIND_NAMES,
  likelyKind,
  type CmsItem,
  type CmsItemKind,
  type ItemField,
} from './cmsItems';

/**
 * The section's items (testimonials, team blocks, features…): each a labelled group of its kind's
 * fields, with buttons to move it up or down or remove it, and a kind picker to add one.
 */
export function CmsItemsField() {
  const { fields } = useFieldArray('items');
  const items = (fields.value ?? []) as CmsItem[];
  const [kind, setKind] = useState<CmsItemKind>(() => likelyKind(items));
  const kindId = useId();

  return (
    <fieldset className="cms-items">
      <legend>Items</legend>
      {items.length === 0 ? <p className="cms-items__empty">This section has no items.</p> : null}
      <ol className="cms-items__list">
        {fields.map((name, index) => {
          const item = items[index];
          const number = index + 1;
          return (
            <li key={name} className="cms-item">
              <fieldset>
                <legend>
                  Item {number}: {ITEM_KINDS[item.kind].label}
                </legend>
                <div className="form-row">
                  {ITEM_KINDS[item.kind].fields.map((field) => (
                    <ItemInput key={field.name} name={`${name}.${field.name}`} field={field} />
                  ))}
                </div>
                <div className="row-actions">
                  <button
                    type="button"
                    className="row-action"
                    aria-label={`Move item ${number} up`}
                    disabled={index === 0}
                    onClick={() => fields.move(index, index - 1)}
                  >
                    Move up
                  </button>
                  <button
                    type="button"
                    className="row-action"
                    aria-label={`Move item ${number} down`}
                    disabled={index === items.length - 1}
                    onClick={() => fields.move(index, index + 1)}
                  >
                    Move down
                  </button>
                  <button
                    type="button"
                    className="row-action row-action--danger"
                    aria-label={`Remove item ${number}`}
                    onClick={() => fields.remove(index)}
                  >
                    Remove
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="cms-items__add">
        <div className="field">
          <label className="field__label" htmlFor={kindId}>
            Kind of item to add
          </label>
          <select
            id={kindId}
            className="field__input"
            value={kind}
            onChange={(event) => setKind(event.target.value as CmsItemKind)}
          >
            {KIND_NAMES.map((name) => (
              <option key={name} value={name}>
                {ITEM_KINDS[name].label}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button button--quiet" onClick={() => fields.push(blankItem(kind))}>
          Add item
        </button>
      </div>
    </fieldset>
  );
}

function ItemInput({ name, field }: { name: string; field: ItemField }) {
  const validate = field.optional ? undefined : required;
  if (field.choices)
    return (
      <SelectField<number>
        name={name}
        label={field.label}
        options={field.choices.map((choice) => ({ value: String(choice), label: String(choice) }))}
        parse={Number}
        format={(value) => String(value ?? '')}
      />
    );
  if (field.multiline)
    return (
      <TextAreaField name={name} label={field.label} maxLength={field.max} rows={3} validate={validate} />
    );
  return (
    <TextField
      name={name}
      label={field.optional ? `${field.label} (optional)` : field.label}
      maxLength={field.max}
      validate={validate}
      placeholder={field.hint}
    />
  );
}
