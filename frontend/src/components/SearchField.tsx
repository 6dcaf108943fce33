import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Field, useField, useForm } from 'react-final-form';
import type { Validator } from './validators';
import { FieldFrame, visibleError } from './FieldFrame';
import { useDebounced } from './useDebounced';

/** Fewer letters than this match too much to be worth a request. */
const MIN_SEARCH_LENGTH = 2;
const TYPING_PAUSE_MS = 250;

interface SearchFieldProps<T> {
  /** The typed text's field. */
  name: string;
  /** Where the option chosen is kept (SPEC: currentAddress, currentOccupation). */
  chosenName: string;
  label: ReactNode;
  hint?: ReactNode;
  validate: Validator<string | undefined>;
  /** The results for what was typed; `null` asks for nothing (too short, or a choice made). */
  useResults: (search: string | null) => { data?: T[] };
  optionLabel: (option: T) => string;
  /** What to say when a search finds nothing. */
  noResults: string;
  autoComplete?: string;
}

/**
 * Type to search, then choose from the list (an ARIA combobox). Only a chosen option counts: typing
 * over a choice forgets it, and choosing clears the results (SPEC §4). The list floats over the
 * page below the box, so results arriving never move the form.
 */
export function SearchField<T>({
  name,
  chosenName,
  label,
  hint,
  validate,
  useResults,
  optionLabel,
  noResults,
  autoComplete = 'off',
}: SearchFieldProps<T>) {
  const form = useForm();
  const listId = useId();
  const { input: chosenInput } = useField<T | undefined>(chosenName, { subscription: { value: true } });
  const chosen = chosenInput.value || undefined;
  const [typed, setTyped] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const settled = useDebounced(typed, TYPING_PAUSE_MS);
  // Nothing typed since the last choice asks for nothing at once, without waiting for the pause.
  const search =
    typed !== null && settled !== null && settled.trim().length >= MIN_SEARCH_LENGTH ? settled.trim() : null;
  const { data } = useResults(search);
  const results = search === null ? [] : (data ?? []);
  const open = search !== null && data !== undefined;

  const choose = (option: T) => {
    form.batch(() => {
      form.change(chosenName, option);
      form.change(name, optionLabel(option));
    });
    setTyped(null);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + results.length) % Math.max(results.length, 1));
    } else if (event.key === 'Enter' && results[activeIndex]) {
      event.preventDefault();
      choose(results[activeIndex]);
    } else if (event.key === 'Escape') {
      setTyped(null);
    }
  };

  return (
    <Field<string | undefined> name={name} validate={validate}>
      {({ input, meta }) => (
        <FieldFrame label={label} hint={hint} error={visibleError(meta)}>
          {(control) => (
            <div className="search-field__box">
              <input
                {...input}
                {...control}
                className="field__input"
                role="combobox"
                aria-autocomplete="list"
                aria-expanded={open}
                aria-controls={listId}
                aria-activedescendant={open && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
                autoComplete={autoComplete}
                onChange={(event) => {
                  const text = event.target.value;
                  input.onChange(text);
                  if (chosen && text !== optionLabel(chosen)) form.change(chosenName, undefined);
                  setTyped(text);
                  setActiveIndex(-1);
                }}
                onKeyDown={onKeyDown}
                onBlur={() => {
                  input.onBlur();
                  setTyped(null);
                }}
              />
              <ul id={listId} role="listbox" className="search-field__results" hidden={!open}>
                {results.map((option, index) => (
                  <li
                    key={optionLabel(option)}
                    id={`${listId}-${index}`}
                    role="option"
                    aria-selected={index === activeIndex}
                    className="search-field__option"
                    // Chosen on press, before the box loses focus and closes the list.
                    onMouseDown={(event) => {
                      event.preventDefault();
                      choose(option);
                    }}
                  >
                    {optionLabel(option)}
                  </li>
                ))}
                {results.length === 0 && (
                  <li
                    role="option"
                    aria-selected={false}
                    aria-disabled="true"
                    className="search-field__empty"
                  >
                    {noResults}
                  </li>
                )}
              </ul>
            </div>
          )}
        </FieldFrame>
      )}
    </Field>
  );
}
