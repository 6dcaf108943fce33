import { zipOf } from '../import/renewals.fixture';
import { readEndRecord, sumEntries } from './zip-directory';

function totals(file: Buffer) {
  const end = readEndRecord(file);
  return end && sumEntries(file.subarray(end.offset, end.offset + end.size), end.entries);
}

describe('the declared totals of a zip', () => {
  it('counts entries and sums their uncompressed sizes, however small the zip', () => {
    const file = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(5_000_000) },
    ]);
    expect(file.length).toBeLessThan(10_000);
    expect(totals(file)).toEqual({ entries: 2, uncompressedBytes: 5_000_008 });
  });

  it('finds the end record behind a comment', () => {
    const file = zipOf([{ name: 'a', data: Buffer.from('hello') }]);
    const withComment = Buffer.concat([file, Buffer.from('comment')]);
    withComment.writeUInt16LE(7, file.length - 2);
    expect(totals(withComment)).toEqual({ entries: 1, uncompressedBytes: 5 });
  });

  it('refuses what is not a zip, a damaged directory and zip64', () => {
    expect(readEndRecord(Buffer.from('Policy number,Email'))).toBeUndefined();
    const file = zipOf([{ name: 'a', data: Buffer.from('hello') }]);
    const end = readEndRecord(file)!;
    const damaged = Buffer.from(file);
    damaged.writeUInt32LE(0, end.offset);
    expect(sumEntries(damaged.subarray(end.offset, end.offset + end.size), 1)).toBeUndefined();
    const zip64 = Buffer.from(file);
    zip64.writeUInt16LE(0xffff, file.length - 12);
    expect(readEndRecord(zip64)).toBeUndefined();
  });
});
