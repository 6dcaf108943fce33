import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  importErrorsUrl,
  refreshRenewalLists,
  RENEWALS_TEMPLATE_URL,
  runRenewalImport,
  uploadRenewalSheet,
  useRenewalImport,
  useRenewalImports,
  type RenewalImport,
} from '#src/api/renewals';
import { LoadingHeart } from '#src/components/LoadingHeart';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { DataTable, type Column } from '../shared/DataTable';
import { failureMessage } from '#src/language/failure';
import { formatDateTime } from '../shared/format';
import {
  formatDuration,
  IMPORT_STATUS_LABELS,
  importPercent,
  importPollMs,
  rowsToWrite,
} from './importProgress';
import { RENEWALS_ADMIN } from './renewalFilters';
import '../../renewals/renewals.css';
import { plural } from '#src/language/plural';

const IMPORT_PARAM = 'import';

/**
 * /admin/renewals/import: upload a CSV or XLSX file, read its dry run, import it and follow the
 * server's progress. The import being followed is kept in the address, so a reload (or coming back
 * after closing the tab) shows it where it is.
 */
export function RenewalsImportPage() {
  const [params, setParams] = useSearchParams();
  const current = params.get(IMPORT_PARAM);
  const follow = (id: string) => setParams({ [IMPORT_PARAM]: id });
  return (
    <>
      <AdminPageHeader title="Import renewals">
        <Link className="button button--quiet" to={RENEWALS_ADMIN}>
          Back to renewals
        </Link>
      </AdminPageHeader>
      <UploadForm onChecked={follow} />
      {current && <ImportPanel id={current} />}
      <ImportHistory onOpen={follow} />
    </>
  );
}

function UploadForm({ onChecked }: { onChecked: (id: string) => void }) {
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem('Choose a CSV or Excel file to upload.');
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      onChecked((await uploadRenewalSheet(file))._id);
    } catch (error) {
      setProblem(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="payment-card" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>1. Check a file</h2>
      <p id={hintId}>
        A CSV or Excel (.xlsx) file of up to 25 MB, with the columns of the{' '}
        <a href={RENEWALS_TEMPLATE_URL} download>
          template (CSV)
        </a>
        . Nothing is imported until you confirm.
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            Renewals file
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby={hintId}
            onChange={(event) => setFile(event.target.files?.[0])}
          />
        </div>
        {problem && (
          <p className="form-problem" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Checking the file…' : 'Check the file'}
        </button>
      </form>
    </section>
  );
}

function Counts({ counts, label }: { counts: RenewalImport['dryRun']; label: string }) {
  const items: [string, number][] = [
    ['Rows', counts.total],
    ['New', counts.new],
    ['Updated', counts.updated],
    ['Unchanged', counts.unchanged],
    ['Invalid', counts.invalid],
  ];
  return (
    <dl className="import-counts" aria-label={label}>
      {items.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value.toLocaleString('en-IE')}</dd>
        </div>
      ))}
    </dl>
  );
}

function ImportPanel({ id }: { id: string }) {
  const { data: job, error } = useRenewalImport(id, (latest) => importPollMs(latest));
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string>();
  const status = job?.status;
  // Once an import ends, the lists and the history show what it wrote.
  useEffect(() => {
    if (status === 'completed' || status === 'failed') void refreshRenewalLists();
  }, [status]);
  if (error && !job) return <p role="alert">{failureMessage(error)}</p>;
  if (!job) return <LoadingHeart label="Loading the import" />;
  const start = async () => {
    setStarting(true);
    setProblem(undefined);
    try {
      await runRenewalImport(id);
    } catch (failure) {
      setProblem(failureMessage(failure));
    } finally {
      setStarting(false);
    }
  };
  return (
    <section className="payment-card" aria-labelledby="import-title">
      <h2 id="import-title">2. {job.fileName}</h2>
      <p>
        Checked {formatDateTime(job.createdAt)} by {job.uploadedBy.name}.
      </p>
      <Counts
        counts={job.result ?? job.dryRun}
        label={job.result ? 'What the import did' : 'What the file holds'}
      />
      {job.ignoredColumns.length > 0 && <p>Columns not used: {job.ignoredColumns.join(', ')}.</p>}
      {job.errorCount > 0 && <ErrorList job={job} />}
      {job.status === 'validated' && job.firstChanges.length > 0 && <ChangeList job={job} />}
      {job.status === 'validated' && (
        <div className="payment-actions">
          <button
            type="button"
            className="button button--cta"
            disabled={starting || rowsToWrite(job) === 0}
            onClick={() => void start()}
          >
            {rowsToWrite(job) === 0 ? 'Nothing to import' : `Import ${plural(rowsToWrite(job), 'renewal')}`}
          </button>
          {problem && (
            <p className="form-problem" role="alert">
              {problem}
            </p>
          )}
        </div>
      )}
      {(job.status === 'importing' || job.status === 'completed') && <Progress job={job} />}
      {job.status === 'failed' && (
        <p className="form-problem" role="alert">
          {job.failure}
        </p>
      )}
    </section>
  );
}

function Progress({ job }: { job: RenewalImport }) {
  const percent = importPercent(job);
  const done = job.status === 'completed';
  return (
    <div>
      <label htmlFor="import-progress">
        {done
          ? `Import complete in ${formatDuration(job.durationMs ?? 0)}.`
          : `Importing… ${job.processedRows.toLocaleString('en-IE')} of ${plural(job.dryRun.total, 'row')}. You may leave this page: the import carries on.`}
      </label>
      <progress id="import-progress" className="import-progress" max={100} value={percent}>
        {percent}%
      </progress>
      <p role="status" className="visually-hidden">
        {done ? 'Import complete' : `${percent}% imported`}
      </p>
    </div>
  );
}

/** 'the first 20 are shown', 'it is shown', 'all 3 are shown'. */
function firstShown(shown: number, total: number): string {
  if (total === 1) return 'it is shown below';
  return shown < total ? `the first ${shown} are shown` : `all ${shown} are shown`;
}

function ErrorList({ job }: { job: RenewalImport }) {
  return (
    <>
      <table className="data-table">
        <caption>
          {plural(job.errorCount, 'problem')}; {firstShown(job.firstErrors.length, job.errorCount)}
        </caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Column</th>
            <th scope="col">Value</th>
            <th scope="col">Problem</th>
          </tr>
        </thead>
        <tbody>
          {job.firstErrors.map((problem) => (
            <tr key={`${problem.row}-${problem.column}`}>
              <td data-label="Row">{problem.row}</td>
              <td data-label="Column">{problem.column}</td>
              <td data-label="Value">{problem.value}</td>
              <td data-label="Problem">{problem.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <a className="button button--quiet" href={importErrorsUrl(job._id)} download>
          Download the error report (CSV)
        </a>
      </p>
    </>
  );
}

/** What the import would change on renewals on file, before staff run it: each column, old and new. */
function ChangeList({ job }: { job: RenewalImport }) {
  return (
    <table className="data-table">
      <caption>
        {plural(job.dryRun.updated, 'renewal')} on file will change;{' '}
        {firstShown(job.firstChanges.length, job.dryRun.updated)}
      </caption>
      <thead>
        <tr>
          <th scope="col">Row</th>
          <th scope="col">Policy number</th>
          <th scope="col">Column</th>
          <th scope="col">Now</th>
          <th scope="col">After the import</th>
        </tr>
      </thead>
      <tbody>
        {job.firstChanges.flatMap(({ row, policyNumber, changes }) =>
          changes.map((change) => (
            <tr key={`${row}-${change.column}`}>
              <td data-label="Row">{row}</td>
              <td data-label="Policy number">{policyNumber}</td>
              <td data-label="Column">{change.column}</td>
              <td data-label="Now">{change.from}</td>
              <td data-label="After the import">{change.to}</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}

function ImportHistory({ onOpen }: { onOpen: (id: string) => void }) {
  const [page, setPage] = useState(0);
  const { data, error } = useRenewalImports(page);
  const columns: Column<RenewalImport>[] = [
    { header: 'When', cell: (job) => formatDateTime(job.startedAt ?? job.createdAt) },
    { header: 'File', cell: (job) => job.fileName },
    { header: 'Who', cell: (job) => (job.importedBy ?? job.uploadedBy).name },
    { header: 'Status', cell: (job) => IMPORT_STATUS_LABELS[job.status] },
    {
      header: 'Counts',
      cell: ({ result, dryRun }) => {
        const counts = result ?? dryRun;
        return `${counts.new} new, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.invalid} invalid`;
      },
    },
    {
      header: 'Duration',
      cell: (job) => (job.durationMs === undefined ? '' : formatDuration(job.durationMs)),
    },
    {
      header: 'Details',
      cell: (job) => (
        <button
          type="button"
          className="row-action"
          aria-label={`Show the import of ${job.fileName} at ${formatDateTime(job.createdAt)}`}
          onClick={() => onOpen(job._id)}
        >
          Show
        </button>
      ),
    },
  ];
  return (
    <section aria-labelledby="import-history">
      <h2 id="import-history">Import history</h2>
      <DataTable
        caption="Import history"
        columns={columns}
        rows={data?.data}
        rowKey={(job) => job._id}
        emptyText="No imports yet."
        error={error}
        paging={data}
        onPageChange={setPage}
      />
    </section>
  );
}
