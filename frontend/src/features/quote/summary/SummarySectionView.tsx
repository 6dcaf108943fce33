import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { SummarySection } from './summarySections';

interface SummarySectionViewProps {
  section: SummarySection;
  hidden: boolean;
  onToggle: () => void;
  /** Where to change these answers; none once the quote is bought. */
  editPath?: string;
}

/** One collapsible section of answers, with a link back to its step. */
export function SummarySectionView({ section, hidden, onToggle, editPath }: SummarySectionViewProps) {
  const panelId = useId();
  return (
    <section className="summary-section">
      <div className="summary-section__head">
        <h3 className="summary-section__title">
          <button
            type="button"
            className="summary-section__toggle"
            aria-expanded={!hidden}
            aria-controls={panelId}
            onClick={onToggle}
          >
            {section.title}
          </button>
        </h3>
        {editPath && (
          <Link to={editPath} className="summary-section__edit">
            Edit<span className="visually-hidden"> {section.title.toLowerCase()}</span>
          </Link>
        )}
      </div>
      <div id={panelId} hidden={hidden}>
        {section.rows.length === 0 ? (
          <p>Not answered yet.</p>
        ) : (
          <dl className="summary-section__rows">
            {section.rows.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
