import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import ExcelJS from 'exceljs';
import type { SheetRow } from '../domain/sheet-check';
import { sheetRows } from './sheet-readers';

/** The temporary files of this process: the tmp package, which ExcelJS uses, names them tmp-<pid>-…. */
const ownTempFiles = () => readdirSync(tmpdir()).filter((name) => name.startsWith(`tmp-${process.pid}-`));

/** The temporary files once tmp has removed those it was told to (it does so asynchronously). */
async function settledTempFiles(expected: string[]): Promise<string[]> {
  for (let check = 0; check < 100 && ownTempFiles().join() !== expected.join(); check++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return ownTempFiles();
}

/** Written as Excel writes one: the worksheets come before the shared strings in the zip. */
async function workbookOf(...sheets: string[][][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  sheets.forEach((rows, i) => workbook.addWorksheet(`Sheet ${i + 1}`).addRows(rows));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('reading an Excel file', () => {
  it('reads the first worksheet only, and leaves no temporary file whether read whole or left early', async () => {
    const file = await workbookOf([['Policy'], ['IVY-P-1'], ['IVY-P-2']], [['Notes'], ['not imported']]);
    const before = ownTempFiles();

    const rows: SheetRow[] = [];
    for await (const row of sheetRows('xlsx', file)) rows.push(row);
    expect(rows).toEqual([
      { row: 1, cells: ['Policy'] },
      { row: 2, cells: ['IVY-P-1'] },
      { row: 3, cells: ['IVY-P-2'] },
    ]);
    for await (const row of sheetRows('xlsx', file)) {
      expect(row.row).toBe(1);
      break;
    }

    expect(await settledTempFiles(before)).toEqual(before);
  });
});
