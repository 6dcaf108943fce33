import { Link, useParams } from 'react-router-dom';
import { useRatingTable, type RatingTableDetail } from '#src/api/rating';
import { RatingPageHeader } from './RatingPageHeader';
import { FactList } from '../shared/FactList';
import { formatDateTime } from '../shared/format';
import { Loaded } from '../shared/Loaded';
import { sandboxPath, tableStatusLabel, uploadFromPath } from './ratingTables';
import { readableTable, type ReadableGrid } from './readableTable';
import { confirmActivate, confirmRetire } from './tableActions';
import './Rating.css';

/** /admin/rating/:id: one version, every factor readable, with what can be done with it. */
export function RatingTablePage() {
  const { id = '' } = useParams();
  const { data: table, error } = useRatingTable(id);
  return (
    <>
      <RatingPageHeader title={table ? `Rating Table ${table.version}` : 'Rating table'} />
      <Loaded data={table} error={error}>
        {(loaded) => <TableVersion table={loaded} />}
      </Loaded>
    </>
  );
}

function TableVersion({ table }: { table: RatingTableDetail }) {
  const sections = readableTable(table.table as Record<string, unknown>);
  return (
    <div className="rating-table">
      <section className="admin-panel" aria-labelledby="version-particulars">
        <h2 id="version-particulars">Version</h2>
        <FactList
          facts={[
            { label: 'Status', value: tableStatusLabel(table) },
            { label: 'Effective from', value: table.effectiveFrom },
            { label: 'Uploaded', value: `${formatDateTime(table.createdAt)} by ${table.uploadedBy.label}` },
            { label: 'Built in', value: table.builtIn ? 'Yes, shipped with the site' : '' },
            { label: 'Last activated', value: formatDateTime(table.activatedAt) },
            { label: 'Last switched off', value: formatDateTime(table.deactivatedAt) },
            { label: 'Retired', value: formatDateTime(table.retiredAt) },
          ]}
        />
        <div className="form-actions">
          {table.status === 'inactive' ? (
            <>
              <button
                type="button"
                className="button button--primary"
                onClick={() => void confirmActivate(table)}
              >
                Activate
              </button>
              <button
                type="button"
                className="button button--quiet"
                onClick={() => void confirmRetire(table)}
              >
                Retire
              </button>
            </>
          ) : null}
          <Link className="button button--quiet" to={sandboxPath(table._id)}>
            Try it in the sandbox
          </Link>
          <Link className="button button--quiet" to={uploadFromPath(table._id)}>
            Start a new version from it
          </Link>
        </div>
      </section>
      {sections.map((section) => (
        <section key={section.title} className="admin-panel rating-section" aria-label={section.title}>
          <h2>{section.title}</h2>
          {section.facts.length > 0 ? <FactList facts={section.facts} /> : null}
          <div className="rating-grids">
            {section.grids.map((grid) => (
              <Grid key={grid.caption} grid={grid} />
            ))}
          </div>
        </section>
      ))}
      <details className="admin-panel">
        <summary>The table as JSON</summary>
        <pre className="rating-json">{JSON.stringify(table.table, null, 2)}</pre>
      </details>
    </div>
  );
}

function Grid({ grid }: { grid: ReadableGrid }) {
  return (
    <table className="rating-grid">
      <caption>{grid.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{grid.headers[0]}</th>
          <th scope="col">{grid.headers[1]}</th>
        </tr>
      </thead>
      <tbody>
        {grid.rows.map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
