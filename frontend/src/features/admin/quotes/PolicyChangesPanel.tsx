import { usePolicyAdjustments, type StaffAdjustment } from '#src/api/policyDocuments';
import { formatDate } from '#src/language/dates';
import { formatMoney } from '#src/language/money';
import { failureMessage } from '#src/language/failure';
import { formatDateTime } from '../shared/format';
import '../shared/DataTable.css';

const STATUS_WORDS: Record<StaffAdjustment['status'], string> = {
  quoted: 'Priced, not confirmed',
  applied: 'Being settled',
  settled: 'Settled',
  referred: 'Referred to us',
  declined: 'Declined by the rules',
};

/** The money of one change: the year before and after, and what moved (a refund is negative). */
function priceLine({ price, reasons }: StaffAdjustment): string {
  if (!price) return reasons?.join(' ') ?? '';
  return (
    `${formatMoney(price.annualBeforeCents)} → ${formatMoney(price.annualAfterCents)} a year; ` +
    `${price.totalCents < 0 ? 'refund' : 'to pay'} ${formatMoney(Math.abs(price.totalCents))} ` +
    `(levy ${formatMoney(Math.abs(price.levyCents))})`
  );
}

/** The policy's timeline of mid-term changes: what, from when, its price, who asked, when it settled. */
export function PolicyChangesPanel({ policyId }: { policyId: string }) {
  const { data, error } = usePolicyAdjustments(policyId);
  return (
    <section className="admin-panel admin-panel--wide" aria-labelledby="policy-changes">
      <h2 id="policy-changes">Changes to the policy</h2>
      {error && (
        <p role="alert" className="form-problem">
          {failureMessage(error)}
        </p>
      )}
      {!data && !error && <p role="status">Loading the changes…</p>}
      {data?.length === 0 && <p>No changes made online.</p>}
      {data && data.length > 0 && (
        <div className="data-table__frame" role="region" aria-label="Policy changes" tabIndex={0}>
          <table className="admin-table">
            <caption className="visually-hidden">Policy changes</caption>
            <thead>
              <tr>
                <th scope="col">Change</th>
                <th scope="col">From</th>
                <th scope="col">Price</th>
                <th scope="col">Status</th>
                <th scope="col">Who, when</th>
              </tr>
            </thead>
            <tbody>
              {data.map((change) => (
                <tr key={change.id}>
                  <td>{change.summary}</td>
                  <td>{formatDate(change.effectiveDate)}</td>
                  <td>{priceLine(change)}</td>
                  <td>
                    {STATUS_WORDS[change.status]}
                    {change.settledAt && `, ${formatDateTime(change.settledAt)}`}
                  </td>
                  <td>
                    {change.by}, {formatDateTime(change.createdAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
