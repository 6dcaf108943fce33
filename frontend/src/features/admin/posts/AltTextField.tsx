import { useId } from 'react';

/** The server keeps alt text up to this length. */
const MAX_ALT = 250;

/** A labelled box for a picture's alt text (what a screen reader says instead of the picture). */
export function AltTextField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (alt: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        value={value}
        maxLength={MAX_ALT}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
