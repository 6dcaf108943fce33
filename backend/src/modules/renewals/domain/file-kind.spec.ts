import { sheetKind } from './file-kind';

describe('what a file is by its bytes', () => {
  it('knows a zip (XLSX) by its local header', () => {
    expect(sheetKind(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toBe('xlsx');
  });

  it('takes UTF-8 text, with or without a BOM, as CSV, even cut mid-character', () => {
    expect(sheetKind(Buffer.from('Policy number,Email\r\n'))).toBe('csv');
    expect(sheetKind(Buffer.from('\uFEFFSeán,Ó'))).toBe('csv');
    expect(sheetKind(Buffer.from('Seán').subarray(0, 4))).toBe('csv');
  });

  it('refuses binary files, old Excel, UTF-16 and empty files', () => {
    expect(sheetKind(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]))).toBeUndefined();
    expect(sheetKind(Buffer.from('%PDF-1.7\n\x00\x01'))).toBeUndefined();
    expect(sheetKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBeUndefined();
    expect(sheetKind(Buffer.from('\uFEFFab', 'utf16le'))).toBeUndefined();
    expect(sheetKind(Buffer.alloc(0))).toBeUndefined();
  });
});
