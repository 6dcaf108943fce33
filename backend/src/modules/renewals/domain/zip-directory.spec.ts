import { deflateRawSync } from 'node:zlib';
import { readEndRecord, sumEntries } from './zip-directory';

/** A minimal zip of stored names and declared sizes (the data itself does not matter here). */
function zip(entries: { name: string; declaredSize: number }[]): Buffer {
  const data = deflateRawSync(Buffer.from('x'));
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, declaredSize } of entries) {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(name.length, 26);
    const localAll = Buffer.concat([local, Buffer.from(name), data]);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(Buffer.concat([central, Buffer.from(name)]));
    locals.push(localAll);
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

function totals(file: Buffer) {
  const end = readEndRecord(file);
  return end && sumEntries(file.subarray(end.offset, end.offset + end.size), end.entries);
}

describe('the declared totals of a zip', () => {
  it('counts entries and sums their uncompressed sizes', () => {
    const file = zip([
      { name: '[Content_Types].xml', declaredSize: 1_000 },
      { name: 'xl/worksheets/sheet1.xml', declaredSize: 4_000_000_000 },
    ]);
    expect(totals(file)).toEqual({ entries: 2, uncompressedBytes: 4_000_001_000 });
  });

  it('finds the end record behind a comment', () => {
    const file = zip([{ name: 'a', declaredSize: 5 }]);
    const withComment = Buffer.concat([file, Buffer.from('comment')]);
    withComment.writeUInt16LE(7, file.length - 2);
    expect(totals(withComment)).toEqual({ entries: 1, uncompressedBytes: 5 });
  });

  it('refuses what is not a zip, a damaged directory and zip64', () => {
    expect(readEndRecord(Buffer.from('Policy number,Email'))).toBeUndefined();
    const file = zip([{ name: 'a', declaredSize: 5 }]);
    const end = readEndRecord(file)!;
    const damaged = Buffer.from(file);
    damaged.writeUInt32LE(0, end.offset);
    expect(sumEntries(damaged.subarray(end.offset, end.offset + end.size), 1)).toBeUndefined();
    const zip64 = Buffer.from(file);
    zip64.writeUInt16LE(0xffff, file.length - 12);
    expect(readEndRecord(zip64)).toBeUndefined();
  });
});
