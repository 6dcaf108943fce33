import { useConsentState } from './ConsentProvider';
import { isCookieSet } from './cookieWatch';

/** The cookies of one category, each marked when it is in this browser now; nothing until they load. */
export function CookieList({ category }: { category: string }) {
  const { cookieList, currentCookie } = useConsentState();
  const listed = cookieList.cookies.filter((record) => record.category === category);
  if (listed.length === 0) return null;
  return (
    <details className="cookie-list">
      <summary>Cookies in this category ({listed.length})</summary>
      <ul>
        {listed.map((record) => (
          <li key={record.name}>
            <p>
              <code>{record.name}</code>
              {isCookieSet(record.name, currentCookie) && <strong> (in your browser now)</strong>}
            </p>
            <p>{record.description}</p>
            <p>
              Retention period: {record.retentionPeriod}. Data controller: {record.dataController}.
            </p>
          </li>
        ))}
      </ul>
    </details>
  );
}
