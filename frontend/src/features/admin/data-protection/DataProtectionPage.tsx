import { ApiFailure } from '@ivy/api-client';
import { useId, useState } from 'react';
import {
  eraseDataSubject,
  exportDataSubject,
  useDataSubject,
  type DataSubject,
  type DataSubjectErasure,
  type DataSubjectExport,
  type DataSubjectQuery,
  type HeldRecord,
  type HeldSection,
} from '#src/api/dataProtection';
import { confirmDanger, showSuccess } from '#src/components/dialogs';
import { LoadingHeart } from '#src/components/LoadingHeart';
import { TextField } from '#src/components/TextField';
import { formatDate } from '#src/language/dates';
import { wordFor } from '#src/language/glossary';
import { plural } from '#src/language/plural';
import { ActionForm } from '../shared/ActionForm';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { DataTable, type Column } from '../shared/DataTable';
import { downloadText } from '../shared/download';
import { EmptyState } from '../shared/EmptyState';
import { showFailure } from '../shared/failure';
import { failureMessage } from '#src/language/failure';
import { formatDateTime } from '../shared/format';
import { erasureText, exportFiles, finderErrors, subjectQueryOf, type FinderValues } from './subjectRequests';
import './DataProtection.css';

/** Each hook's section, in staff's words. */
const SECTION_TITLES: Record<string, string> = {
  quotes: 'Quotes and policies',
  payments: 'Payments and Direct Debit mandates',
  renewals: 'Renewals',
  contact: 'Contact messages',
  feedback: 'Feedback',
  'policy-change-request': 'Policy change requests',
  'association-quote': 'Association quote requests',
  emails: 'Emails sent',
  accounts: 'Accounts',
  'audit log': 'Audit log',
};

const COLUMNS: Column<HeldRecord>[] = [
  { header: 'Record', cell: (record) => record.kind },
  { header: 'Reference', cell: (record) => record.reference },
  { header: 'Why it matches', cell: (record) => record.matchedBy },
  { header: 'Date', cell: (record) => (record.at ? formatDateTime(record.at) : '') },
  {
    header: 'Kept for the law',
    cell: (record) => (record.hold ? `Until ${formatDate(record.hold.until)}: ${record.hold.reason}` : 'No'),
  },
];

/** A refused search names what was wrong with each box, not only 'Please correct the highlighted fields.' */
function findFailure(error: unknown): string {
  const messages = error instanceof ApiFailure ? Object.values(error.response.errors).flat() : [];
  return messages.length > 0 ? messages.join('. ') : failureMessage(error);
}

function identifiersText(subject: DataSubject): string {
  const { emails, phones, webReferences, policyNumbers } = subject.identifiers;
  return [...emails, ...phones, ...webReferences, ...policyNumbers].join(', ');
}

function HeldSections({
  sections,
  label,
  columns = COLUMNS,
}: {
  sections: HeldSection[];
  label: string;
  columns?: Column<HeldRecord>[];
}) {
  return sections.map(({ section, records }) => (
    <section
      key={section}
      className="held-section"
      aria-label={`${label}: ${SECTION_TITLES[section] ?? wordFor(section)}`}
    >
      <h3>
        {SECTION_TITLES[section] ?? wordFor(section)} ({plural(records.length, 'record')})
      </h3>
      <DataTable
        caption={SECTION_TITLES[section] ?? wordFor(section)}
        columns={columns}
        rows={records}
        rowKey={(record) => `${record.kind}:${record.reference}:${String(record.at)}`}
        emptyText="No records."
      />
    </section>
  ));
}

function ExportFiles({ exported }: { exported: DataSubjectExport }) {
  const files = exportFiles(exported.requestRef);
  return (
    <section className="admin-panel" aria-labelledby="export-ready-heading">
      <h2 id="export-ready-heading">Export {exported.requestRef} ready</h2>
      <p>Made {formatDateTime(exported.exportedAt)}. Send both files to the person.</p>
      <div className="form-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() =>
            downloadText(JSON.stringify(exported.archive, null, 2), files.archive, 'application/json')
          }
        >
          Download the archive (JSON)
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => downloadText(exported.summary, files.summary, 'text/plain;charset=utf-8')}
        >
          Download the summary (text)
        </button>
      </div>
    </section>
  );
}

/**
 * Records found by an email nobody verified for them (anyone can type someone else's email into a quote
 * or a form), or only through such an email. Left out unless staff, having checked a record is this
 * person's, tick it; a record without a box comes with the one it belongs to.
 */
function UnverifiedRecords({
  sections,
  included,
  onToggle,
}: {
  sections: HeldSection[];
  included: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  if (sections.length === 0) return null;
  const tick: Column<HeldRecord> = {
    header: 'Include',
    cell: ({ id, kind, reference }) =>
      id ? (
        <input
          type="checkbox"
          aria-label={`Include ${kind} ${reference}`}
          checked={included.has(id)}
          onChange={() => onToggle(id)}
        />
      ) : (
        'With its record'
      ),
  };
  return (
    <section className="admin-panel" aria-labelledby="unverified-heading">
      <h2 id="unverified-heading">Matched only on an email nobody verified</h2>
      <p>
        Anyone can type someone else&apos;s email into a quote or a form, and nothing proves these records are
        this person&apos;s: no purchase, no emailed link opened, no matching name and date of birth. They are
        left out of the export and the erasure unless you tick them after checking they are.
      </p>
      <HeldSections sections={sections} label="Unverified" columns={[tick, ...COLUMNS]} />
    </section>
  );
}

/** What a person's records are, and the two requests on them. */
function Findings({
  query,
  onErased,
}: {
  query: DataSubjectQuery;
  onErased: (erasure: DataSubjectErasure) => void;
}) {
  const { data: subject, error, mutate } = useDataSubject(query);
  const [exported, setExported] = useState<DataSubjectExport>();
  const [included, setIncluded] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  if (error) return <p role="alert">{findFailure(error)}</p>;
  if (!subject) return <LoadingHeart label="Looking for the person's records" />;
  if (subject.total === 0 && subject.unverified.length === 0)
    return <EmptyState>Nothing is held about this person.</EmptyState>;

  const request = { ...query, include: [...included] };
  // Only records matched on verified identity, and those ticked, go into an export or erasure.
  const nothingChosen = subject.total === 0 && included.size === 0;
  const toggle = (id: string) => {
    const next = new Set(included);
    if (!next.delete(id)) next.add(id);
    setIncluded(next);
    setExported(undefined);
  };

  const runExport = async () => {
    setBusy(true);
    try {
      setExported(await exportDataSubject(request));
    } catch (failure) {
      await showFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  const runErase = async () => {
    const confirmed = await confirmDanger({
      title: 'Erase this person?',
      text: "Their personal data is deleted or anonymised everywhere. Policy and payment records are kept, minimal, for the period the law requires. You won't be able to revert this!",
      subject: identifiersText(subject),
      confirmButtonText: 'Yes, erase',
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const erasure = await eraseDataSubject(request);
      onErased(erasure);
      await mutate();
      await showSuccess('Erased!', erasureText(erasure));
    } catch (failure) {
      await showFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section className="admin-panel" aria-labelledby={headingId} aria-busy={busy}>
        <h2 id={headingId}>{plural(subject.total, 'record')} held</h2>
        <p>
          Matched on verified identity, from what you gave and the references their records hold:{' '}
          {identifiersText(subject) || 'none'}
          {included.size > 0 ? `; and ${plural(included.size, 'record')} you ticked below` : ''}
        </p>
        <div className="form-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={busy || nothingChosen}
            onClick={() => void runExport()}
          >
            Export
          </button>
          <button
            type="button"
            className="button button--quiet data-protection__erase"
            disabled={busy || nothingChosen}
            onClick={() => void runErase()}
          >
            Erase
          </button>
        </div>
        <HeldSections sections={subject.sections} label="Held" />
      </section>
      <UnverifiedRecords sections={subject.unverified} included={included} onToggle={toggle} />
      {exported ? <ExportFiles exported={exported} /> : null}
    </>
  );
}

/**
 * /admin/data-protection: a person's requests under the GDPR (Articles 15, 17 and 20). Staff find
 * them by any identifier, see what is held, export it, or erase it; every export and erasure is audited.
 */
export function DataProtectionPage() {
  const [query, setQuery] = useState<DataSubjectQuery>();
  const [erasure, setErasure] = useState<DataSubjectErasure>();

  const find = async (values: FinderValues) => {
    const query = subjectQueryOf(values);
    if (!query) return finderErrors(values);
    setErasure(undefined);
    setQuery(query);
  };

  return (
    <>
      <AdminPageHeader title="Data protection" />
      <section className="admin-panel" aria-labelledby="find-person-heading">
        <h2 id="find-person-heading">Find a person</h2>
        <p>
          Any one of these is enough; what their records give leads to the rest. A phone number can be a
          household&apos;s: check that what is found is one person&apos;s before you export or erase it.
        </p>
        <ActionForm<FinderValues> onSubmit={find} submitLabel="Find">
          <div className="form-row">
            <TextField name="email" label="Email" type="email" autoComplete="off" />
            <TextField name="phone" label="Phone" type="tel" autoComplete="off" />
            <TextField name="webReference" label="Web reference" autoComplete="off" />
            <TextField name="policyNumber" label="Policy number" autoComplete="off" />
          </div>
        </ActionForm>
      </section>
      {erasure ? (
        <section className="admin-panel" aria-labelledby="erasure-heading">
          <h2 id="erasure-heading">Erasure {erasure.requestRef} done</h2>
          <p>{erasureText(erasure)}</p>
          {erasure.remaining.length > 0 ? <HeldSections sections={erasure.remaining} label="Kept" /> : null}
        </section>
      ) : null}
      {query && !erasure ? (
        <Findings key={JSON.stringify(query)} query={query} onErased={setErasure} />
      ) : null}
    </>
  );
}
