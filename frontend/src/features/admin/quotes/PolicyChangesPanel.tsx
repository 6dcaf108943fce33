import { Form } from 'react-final-form';
import {
  approvePolicyAdjustment,
  reversePolicyAdjustment,
  usePolicyAdjustments,
  type StaffAdjustment,
} from '#src/api/policyDocuments';
import { TextField } from '#src/components/TextField';
import { formatDate } from '#src/language/dates';
import { formatMoney } from '#src/language/money';
import { failureMessage } from '#src/language/failure';
import { confirmedAction } from '../shared/confirmedAction';
import { formatDateTime } from '../shared/format';
import { usePermissions } from '../signedIn';
import { amountOrProblem, centsOfEuros } from './staffPrice';
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

interface ApproveValues {
  premium?: string;
}

/** A referred change priced by hand: the premium for the days left, asked again before it is sent. */
function ApproveChange({ policyId, change }: { policyId: string; change: StaffAdjustment }) {
  const approve = async ({ premium }: ApproveValues) => {
    const premiumCents = centsOfEuros(premium) ?? 0;
    await confirmedAction({
      confirm: {
        title: 'Approve the change at this price?',
        text: `${premiumCents < 0 ? 'A refund' : 'An additional premium'} of ${formatMoney(Math.abs(premiumCents))} for the days left, before the 3% levy. The policyholder is emailed to confirm it (and pay) on My policy; the policy changes only then.`,
        subject: change.summary,
        confirmButtonText: 'Yes, approve it',
      },
      run: () => approvePolicyAdjustment(policyId, change.id, premiumCents),
      success: { title: 'Approved', text: 'The policyholder has been emailed to confirm the change.' },
    });
  };
  return (
    <Form<ApproveValues> onSubmit={approve}>
      {({ handleSubmit, submitting }) => (
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
          aria-label={`Approve: ${change.summary}`}
        >
          <TextField
            name="premium"
            label="Premium for the days left (€)"
            hint="Before the levy; a minus for a refund"
            inputMode="decimal"
            validate={amountOrProblem}
          />
          <button type="submit" className="button" disabled={submitting}>
            Approve with this price
          </button>
        </form>
      )}
    </Form>
  );
}

function reverse(policyId: string, change: StaffAdjustment) {
  return confirmedAction({
    confirm: {
      title: 'Reverse this change?',
      text: 'The policy goes back to how it was before it, new documents are issued, and the money moves back: a refund for you to issue, or a premium due. The policyholder is emailed.',
      subject: change.summary,
      confirmButtonText: 'Yes, reverse it',
    },
    run: () => reversePolicyAdjustment(policyId, change.id),
    success: { title: 'Reversed', text: 'The reversal is listed first, with its money.' },
  });
}

/**
 * What staff may do with a change: price a referred one (the `enquiries` permission), or, as an
 * administrator, reverse the latest one made (a later change has to be reversed first).
 */
function ChangeActions({
  policyId,
  change,
  latest,
}: {
  policyId: string;
  change: StaffAdjustment;
  latest: boolean;
}) {
  const permissions = usePermissions();
  if (change.status === 'referred' && permissions.includes('enquiries'))
    return <ApproveChange policyId={policyId} change={change} />;
  if (latest && permissions.includes('policies:reverse') && !change.reversedBy)
    return (
      <button type="button" className="button button--quiet" onClick={() => void reverse(policyId, change)}>
        Reverse
      </button>
    );
  return null;
}

/**
 * The policy's timeline of mid-term changes: what, from when, its price, who asked, when it settled;
 * and staff's actions on them.
 */
export function PolicyChangesPanel({ policyId }: { policyId: string }) {
  const { data, error } = usePolicyAdjustments(policyId);
  // Newest first: the first change made is the policy's latest.
  const latestSettled = data?.find((change) => change.status === 'settled')?.id;
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
                <th scope="col">Actions</th>
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
                    {change.reversedBy && ', then reversed'}
                  </td>
                  <td>
                    {change.by}, {formatDateTime(change.createdAt)}
                    {change.approvedBy && `; priced by ${change.approvedBy}`}
                  </td>
                  <td>
                    <ChangeActions policyId={policyId} change={change} latest={change.id === latestSettled} />
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
