import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label and value pairs of one record (a quote's or a table's particulars); empty values are left out. */
export function FactList({ facts, className = 'fact-list' }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={className}>
      {facts
        .filter((fact) => fact.value !== '' && fact.value !== undefined && fact.value !== null)
        .map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
    </dl>
  );
}
