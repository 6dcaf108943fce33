import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { TestSession } from '#test/harness/identity';
import type { TestApp } from '#test/harness/test-app';
import { templateRows } from '../domain/renewal-columns';
import { RenewalImports } from './renewal-imports.service';

const [HEADER, EXAMPLE] = templateRows();

/** Row `i` of a test file: the template's example with its own policy number, and any changes by header. */
export function sampleRow(i: number, changes: Record<string, string> = {}): string[] {
  const own: Record<string, string> = {
    'Policy number': `TEST-${String(i).padStart(6, '0')}`,
    'Customer name': `Customer ${i}`,
    Email: `customer${i}@example.ie`,
    ...changes,
  };
  return HEADER.map((header, index) => own[header] ?? EXAMPLE[index]);
}

/** A CSV as a spreadsheet would save it: quoted where needed, formulas left as typed. */
export function csvOf(rows: string[][], header = HEADER): Buffer {
  const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return Buffer.from([header, ...rows].map((cells) => `${cells.map(quoted).join(',')}\r\n`).join(''));
}

export async function xlsxOf(rows: string[][], header = HEADER): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Renewals');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A real zip (deflated entries, honest central directory), e.g. a bomb of zeros. */
export function zipOf(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const packed = deflateRawSync(data);
    const header = (size: number, signature: number) => {
      const buffer = Buffer.alloc(size);
      buffer.writeUInt32LE(signature, 0);
      return buffer;
    };
    const local = header(30, 0x04034b50);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = header(46, 0x02014b50);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    const localAll = Buffer.concat([local, Buffer.from(name), packed]);
    locals.push(localAll);
    centrals.push(Buffer.concat([central, Buffer.from(name)]));
    offset += localAll.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export function uploadSheet(admin: TestSession, file: Buffer, filename = 'renewals.csv') {
  return admin.post('/api/v1/renewals/imports').attach('file', file, { filename });
}

/** Uploads, imports and waits for the import to finish; answers the finished import. */
export async function importSheet(t: TestApp, admin: TestSession, file: Buffer, filename?: string) {
  const checked = await uploadSheet(admin, file, filename).expect(201);
  const id = checked.body.import._id as string;
  await admin.post(`/api/v1/renewals/imports/${id}/run`).expect(201);
  await t.app.get(RenewalImports).idle();
  return (await admin.get(`/api/v1/renewals/imports/${id}`).expect(200)).body.import;
}
