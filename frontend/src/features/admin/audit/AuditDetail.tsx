import type { AuditEntry } from '#src/api/audit';

const asJson = (value: unknown) => (value === undefined ? 'None' : JSON.stringify(value, null, 2));

/** An entry's record of the target before and after the change (the server has removed secrets). */
export function AuditDetail({ entry }: { entry: AuditEntry }) {
  return (
    <div className="audit-detail">
      <section>
        <h3>Before</h3>
        <pre>{asJson(entry.before)}</pre>
      </section>
      <section>
        <h3>After</h3>
        <pre>{asJson(entry.after)}</pre>
      </section>
      {entry.requestId ? <p>Request id: {entry.requestId}</p> : null}
    </div>
  );
}
