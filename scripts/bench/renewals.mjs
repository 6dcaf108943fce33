// Renewals import budgets: a 100,000-row CSV imported (dry run, then import) in <= 30 s with the app's
// memory peaking at <= 512 MB, its import within 2x of a plain driver insertMany of the same documents
// measured in the same run; and a 50,000-row XLSX in <= 60 s.
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, openAsBlob, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { MongoClient } from 'mongodb';
import { adminHeaders } from './measure.mjs';

const CSV_ROWS = 100_000;
const XLSX_ROWS = 50_000;
const BATCH = 1_000;
const POLL_MS = 250;
const TIMEOUT_MS = 10 * 60_000;

const HEADER = [
  'Policy number',
  'Customer name',
  'Email',
  'Phone',
  'Date of birth',
  'Vehicle registration',
  'Make and model',
  'Cover type',
  'Renewal date',
  'Current premium',
  'Renewal premium',
  'No-claims years',
  'Premium 1 year ago',
  'Claims 1 year ago',
  'Premium 2 years ago',
  'Claims 2 years ago',
];

const renewalDate = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);

/** @param {string} prefix @param {number} i */
function row(prefix, i) {
  const euro = (/** @type {number} */ cents) => (cents / 100).toFixed(2);
  return [
    `${prefix}-${String(i).padStart(7, '0')}`,
    `Customer ${i}`,
    `customer${i}@example.ie`,
    '087 123 4567',
    '1980-01-01',
    `191-D-${(i % 99_999) + 1}`,
    'Toyota Corolla',
    'Comprehensive',
    renewalDate,
    euro(60_000 + (i % 5_000)),
    euro(58_000 + (i % 5_000)),
    String(i % 10),
    euro(60_000),
    '0',
    euro(62_000),
    String(i % 2),
  ];
}

/** A renewals CSV of `count` rows, in memory. @param {string} prefix @param {number} count */
export function renewalsCsv(prefix, count) {
  const lines = [HEADER.join(',')];
  for (let i = 1; i <= count; i++) lines.push(row(prefix, i).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** @param {string} file */
async function writeCsv(file) {
  const out = createWriteStream(file);
  const write = async (/** @type {string[]} */ cells) => {
    if (!out.write(`${cells.join(',')}\r\n`)) await once(out, 'drain');
  };
  await write(HEADER);
  for (let i = 1; i <= CSV_ROWS; i++) await write(row('CSV', i));
  out.end();
  await once(out, 'close');
}

/** @param {string} file */
async function writeXlsx(file) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Renewals');
  sheet.addRow(HEADER).commit();
  for (let i = 1; i <= XLSX_ROWS; i++) sheet.addRow(row('XLS', i)).commit();
  sheet.commit();
  await workbook.commit();
}

/**
 * The app's resident memory, sampled while `work` runs; answers the peak in MB.
 * @template T
 * @param {number} pid
 * @param {() => Promise<T>} work
 */
async function peakMemory(pid, work) {
  let peak = 0;
  const sample = () => {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    peak = Math.max(peak, kb);
  };
  const timer = setInterval(sample, 100);
  try {
    const result = await work();
    sample();
    return { result, peakMb: Math.round(peak / 1024) };
  } finally {
    clearInterval(timer);
  }
}

/** @typedef {{ baseUrl: string, dataDir: string, databaseUri: string, pid?: number }} App */

/**
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {RequestInit} [init]
 * @returns {Promise<any>} the answer's JSON
 */
async function call(url, headers, init = {}) {
  const res = await fetch(url, {
    ...init,
    headers: { ...headers, .../** @type {Record<string, string>} */ (init.headers ?? {}) },
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * Upload (the dry run), then the import, until it completes; times both.
 * @param {App} app @param {Record<string, string>} headers @param {string} file @param {string} name
 */
async function importFile(app, headers, file, name) {
  const base = `${app.baseUrl}/api/v1/renewals/imports`;
  const started = performance.now();
  const form = new FormData();
  form.append('file', await openAsBlob(file), name);
  const checked = (await call(base, headers, { method: 'POST', body: form })).import;
  const dryRunMs = performance.now() - started;
  const importStarted = performance.now();
  await call(`${base}/${checked._id}/run`, headers, { method: 'POST' });
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const job = (await call(`${base}/${checked._id}`, headers)).import;
    if (job.status === 'completed') {
      if (
        job.result.new + job.result.updated + job.result.unchanged !== job.dryRun.total ||
        job.result.invalid
      )
        throw new Error(`${name}: unexpected counts ${JSON.stringify(job.result)}`);
      return { totalMs: performance.now() - started, dryRunMs, importMs: performance.now() - importStarted };
    }
    if (job.status === 'failed') throw new Error(`${name}: the import failed: ${job.failure}`);
    if (Date.now() > deadline) throw new Error(`${name}: the import did not finish in time`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * The yardstick: the imported documents again, through the driver's insertMany, in batches of the
 * import's size. @param {string} uri @param {string} prefix
 */
async function insertManyMs(uri, prefix) {
  const client = await MongoClient.connect(uri);
  try {
    const db = client.db();
    const docs = await db
      .collection('renewals')
      .find({ policyNumber: { $regex: `^${prefix}-` } })
      .toArray();
    const copy = db.collection('bench_renewals_copy');
    await copy.drop().catch(() => undefined);
    await copy.createIndex({ policyNumber: 1 }, { unique: true });
    const started = performance.now();
    for (let i = 0; i < docs.length; i += BATCH)
      await copy.insertMany(docs.slice(i, i + BATCH), { ordered: false });
    const ms = performance.now() - started;
    await copy.drop();
    return ms;
  } finally {
    await client.close();
  }
}

/** @param {App} app */
export async function run(app) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ivy-bench-renewals-'));
  try {
    const csv = path.join(dir, 'renewals.csv');
    const xlsx = path.join(dir, 'renewals.xlsx');
    await writeCsv(csv);
    await writeXlsx(xlsx);
    const headers = await adminHeaders(app);
    const pid = app.pid ?? 0;
    const { result: csvRun, peakMb } = await peakMemory(pid, () =>
      importFile(app, headers, csv, 'renewals.csv'),
    );
    const baselineMs = await insertManyMs(app.databaseUri, 'CSV');
    const xlsxRun = await importFile(app, headers, xlsx, 'renewals.xlsx');
    const seconds = (/** @type {number} */ ms) => Math.round(ms / 100) / 10;
    const ratio = Math.round((csvRun.importMs / baselineMs) * 100) / 100;
    return [
      {
        name: `renewals CSV import, ${CSV_ROWS.toLocaleString('en-IE')} rows (dry run + import)`,
        value: seconds(csvRun.totalMs),
        unit: 's',
        budget: '<= 30',
        ok: csvRun.totalMs <= 30_000,
      },
      { name: 'renewals CSV dry run', value: seconds(csvRun.dryRunMs), unit: 's' },
      { name: 'driver insertMany of the same documents', value: seconds(baselineMs), unit: 's' },
      {
        name: 'renewals CSV import vs insertMany',
        value: ratio,
        unit: 'x',
        budget: '<= 2',
        ok: ratio <= 2,
      },
      {
        name: 'app peak memory during the CSV import',
        value: peakMb,
        unit: 'MB',
        budget: '<= 512',
        ok: peakMb <= 512,
      },
      {
        name: `renewals XLSX import, ${XLSX_ROWS.toLocaleString('en-IE')} rows (dry run + import)`,
        value: seconds(xlsxRun.totalMs),
        unit: 's',
        budget: '<= 60',
        ok: xlsxRun.totalMs <= 60_000,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
