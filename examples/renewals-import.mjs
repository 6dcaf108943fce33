// An integrator's renewals round trip with the packed SDK (`make sdk`, then `npm install` its tarball):
// lists the renewals on file page by page, imports examples/renewals.csv, waits for the import to finish,
// saves its error report, and reads a quote.
//
//   IVY_BASE_URL=http://localhost:3000 IVY_API_KEY=ivy_… node renewals-import.mjs [file.csv]
//
// The key needs renewals:read and renewals:write (and quotes:read for the last step): `make api-key`.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ApiFailure, createClient } from '@ivy/api-client';

const POLL_MS = 500;
const WAIT_LIMIT_MS = 120_000;

const apiKey = process.env.IVY_API_KEY;
if (!apiKey) {
  console.error(
    'Set IVY_API_KEY to an API key (make api-key NAME=… SCOPES=renewals:read,renewals:write,quotes:read).',
  );
  process.exit(2);
}
const ivy = createClient({
  baseUrl: process.env.IVY_BASE_URL ?? 'http://localhost:3000',
  apiKey,
  retries: 3,
});
const file = process.argv[2] ?? path.join(import.meta.dirname, 'renewals.csv');

async function listRenewals() {
  let renewals = 0;
  let pages = 0;
  for await (const page of ivy.pages('/api/v1/renewals', { params: { query: { page_size: 100 } } })) {
    renewals += page.data.length;
    pages += 1;
  }
  console.log(`Renewals on file: ${renewals} (${pages} page(s))`);
}

async function importRenewals() {
  const bytes = await readFile(file);
  // The SDK sends this upload with one Idempotency-Key, also on a retry: the file cannot be imported twice.
  const { import: upload } = await ivy.post('/api/v1/renewals/imports', {
    body: { file: '' },
    bodySerializer: () => {
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'text/csv' }), path.basename(file));
      return form;
    },
  });
  const { total, invalid } = upload.dryRun;
  console.log(`Uploaded ${path.basename(file)}: ${total} row(s), ${invalid} with problems (dry run)`);
  await ivy.post('/api/v1/renewals/imports/{id}/run', { params: { path: { id: upload._id } } });
  return upload._id;
}

async function waitForImport(id) {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const { import: state } = await ivy.get('/api/v1/renewals/imports/{id}', { params: { path: { id } } });
    if (state.status === 'completed' || state.status === 'failed') return state;
    if (Date.now() > deadline)
      throw new Error(`The import ${id} is still ${state.status} after two minutes.`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function saveErrors(id) {
  const csv = await ivy.text('/api/v1/renewals/imports/{id}/errors.csv', { params: { path: { id } } });
  const out = path.resolve('import-errors.csv');
  await writeFile(out, csv);
  console.log(`Errors CSV: ${csv.trim().split('\n').length - 1} problem(s), saved to ${out}`);
}

async function readAQuote() {
  const { data } = await ivy.get('/api/v1/quotes', { params: { query: { page_size: 1 } } });
  if (data.length === 0) return console.log('No quotes yet.');
  const { quote } = await ivy.get('/api/v1/quotes/{id}/detail', { params: { path: { id: data[0]._id } } });
  console.log(`Quote ${quote.webReference}: ${quote.status}, €${(quote.totalCents / 100).toFixed(2)}`);
}

try {
  await listRenewals();
  const id = await importRenewals();
  const done = await waitForImport(id);
  console.log(`Import ${done.status}: ${JSON.stringify(done.result ?? {})}`);
  await saveErrors(id);
  await readAQuote();
} catch (error) {
  if (!(error instanceof ApiFailure)) throw error;
  // The API's envelope: its message says what to change (a 403 names the missing scope).
  console.error(`Refused (${error.status}): ${error.message}`);
  process.exitCode = 1;
}
