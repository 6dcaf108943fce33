import { useId } from 'react';
import { useCookieRecords } from '../../api/cookies';
import '../../components/CardTable.css';
import './CookieTable.css';

const COLUMNS = ['Category', 'Name', 'Description', 'Retention Period', 'Data Controller'] as const;

/** The cookies-policy table of every cookie the site uses (SPEC §3 "Cookie detail record"). */
export function CookieTable() {
  const { data, error, mutate } = useCookieRecords();
  const captionId = useId();

  if (!data) {
    if (!error) return <p role="status">Loading the list of cookies…</p>;
    return (
      <div role="alert">
        <p>We could not load the list of cookies.</p>
        <button type="button" className="button button--quiet" onClick={() => void mutate()}>
          Try again
        </button>
      </div>
    );
  }

  // A phone shows each cookie as a card (CookieTable.css); between that and a laptop a wide table scrolls
  // inside its own focusable region instead of widening the page.
  return (
    <div className="cookie-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="card-table">
        <caption id={captionId}>The cookies we use</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.cookies.map((record) => (
            <tr key={record.name}>
              <td data-label={COLUMNS[0]}>{record.category}</td>
              <th scope="row" data-label={COLUMNS[1]}>
                <code>{record.name}</code>
              </th>
              <td data-label={COLUMNS[2]}>{record.description}</td>
              <td data-label={COLUMNS[3]}>{record.retentionPeriod}</td>
              <td data-label={COLUMNS[4]}>{record.dataController}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
