import type { ReactNode } from 'react';
import { useField, useForm } from 'react-final-form';
import { useFieldArray } from 'react-final-form-arrays';
import { requiredAs, type Validator } from './validators';
import { YesNoField } from './ChoiceField';

interface OptionalListProps {
  /** The yes/no question's field: whether the list counts. */
  answerName: string;
  question: ReactNode;
  hint?: ReactNode;
  /** The list's field. */
  name: string;
  /** 'claim' → 'Claim 1', 'Add another claim', 'Remove claim 1'. */
  noun: string;
  max: number;
  renderItem: (name: string, index: number) => ReactNode;
  /** What to say when the question is not answered: 'Please say whether you have had any claims'. */
  unanswered: string;
  /** The question's rule, when more than an answer is needed (it sees the whole form). */
  validate?: Validator<boolean | undefined>;
}

/**
 * 'Any claims in the last 5 years?' then, on Yes, the entries: add and remove freely. Answering Yes to
 * an empty list starts one entry; removing the last entry answers No. An answer of No keeps what was
 * typed, for a change of mind, but sends nothing.
 */
export function OptionalList({
  answerName,
  question,
  hint,
  name,
  noun,
  max,
  renderItem,
  unanswered,
  validate = requiredAs(unanswered),
}: OptionalListProps) {
  const form = useForm();
  const { fields } = useFieldArray(name);
  const { input: answer } = useField<boolean | undefined>(answerName, { subscription: { value: true } });
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);

  const remove = (index: number) => {
    fields.remove(index);
    if (fields.length === 1) form.change(answerName, false);
  };

  return (
    <>
      <YesNoField
        name={answerName}
        legend={question}
        hint={hint}
        validate={validate}
        onAnswer={(yes) => {
          if (yes && fields.length === 0) fields.push({});
        }}
      />
      {answer.value === true && (
        <div className="optional-list__items">
          {fields.map((itemName, index) => (
            <fieldset key={itemName} className="list-item">
              <legend className="list-item__title">
                {title} {index + 1}
              </legend>
              {renderItem(itemName, index)}
              <button
                type="button"
                className="button button--quiet button--small"
                onClick={() => remove(index)}
              >
                Remove {noun} {index + 1}
              </button>
            </fieldset>
          ))}
          {fields.length < max && (
            <button type="button" className="button button--quiet" onClick={() => fields.push({})}>
              Add {fields.length === 0 ? 'a' : 'another'} {noun}
            </button>
          )}
        </div>
      )}
    </>
  );
}
