export interface Chip {
  value: string | undefined;
  label: string;
  /** Its accessible name when the label alone would be unclear, e.g. a single letter. */
  name?: string;
  disabled?: boolean;
}

interface FilterChipsProps {
  /** Names the group, e.g. 'Filter by topic'. */
  label: string;
  chips: readonly Chip[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  className?: string;
}

/** A row of toggle buttons of which one is pressed: the current filter (undefined for 'All'). */
export function FilterChips({ label, chips, value, onChange, className = '' }: FilterChipsProps) {
  return (
    <div className={`filter-chips ${className}`} role="group" aria-label={label}>
      {chips.map((chip) => (
        <button
          key={chip.value ?? ''}
          type="button"
          className="filter-chips__chip"
          aria-pressed={chip.value === value}
          aria-label={chip.name}
          disabled={chip.disabled}
          onClick={() => onChange(chip.value)}
        >
          {chip.label}
        </button>
      ))}
    </div>
  );
}
