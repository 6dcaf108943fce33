import type { mongo } from 'mongoose';
import {
  DIGEST_CHUNK_LINES,
  digestChunks,
  digestOfWrites,
  digestsWorthRewriting,
  foldDigests,
  removalDigest,
} from './renewal-digests';

const insert = (policyNumber: string, contentHash: string, renewalDate = '2027-01-15') => ({
  insertOne: { document: { _id: policyNumber, policyNumber, contentHash, renewalDate, status: 'imported' } },
});
const update = (policyNumber: string, contentHash: string, renewalDate = '2027-01-15') => ({
  updateOne: {
    filter: { _id: policyNumber },
    update: { $set: { policyNumber, contentHash, renewalDate }, $push: { events: {} } },
  },
});

const writes = (list: object[]) => list as unknown as mongo.AnyBulkWriteOperation[];

describe('renewal digests', () => {
  it('digests what a batch of import writes leaves, inserts and updates alike', () => {
    const digest = digestOfWrites(
      writes([
        insert('P-1', 'h1'),
        update('P-2', 'h2', '2027-02-01'),
        { deleteOne: { filter: { _id: 'x' } } },
      ]),
    );
    expect(foldDigests([digest]).known).toEqual(
      new Map([
        ['P-1', { contentHash: 'h1', renewalDate: '2027-01-15' }],
        ['P-2', { contentHash: 'h2', renewalDate: '2027-02-01' }],
      ]),
    );
  });

  it('folds digests oldest first: a later write or removal wins', () => {
    const folded = foldDigests([
      digestOfWrites(writes([insert('P-1', 'a'), insert('P-2', 'b')])),
      digestOfWrites(writes([update('P-1', 'c')])),
      removalDigest('P-2'),
      '',
    ]);
    expect(folded.known).toEqual(new Map([['P-1', { contentHash: 'c', renewalDate: '2027-01-15' }]]));
    expect(folded.lines).toBe(4);
  });

  it('rewrites the digests whole in chunks that fold to the same renewals', () => {
    const known = new Map(
      Array.from({ length: DIGEST_CHUNK_LINES + 1 }, (_, i) => [
        `P-${i}`,
        { contentHash: `h${i}`, renewalDate: '2027-03-01' },
      ]),
    );
    const chunks = digestChunks(known);
    expect(chunks).toHaveLength(2);
    expect(foldDigests(chunks)).toEqual({ known, lines: known.size });
    expect(digestChunks(new Map())).toEqual([]);
  });

  it('is worth rewriting only when superseded lines far outnumber the renewals', () => {
    const known = new Map([['P-1', { contentHash: 'h', renewalDate: '2027-01-15' }]]);
    expect(digestsWorthRewriting({ known, lines: 1 })).toBe(false);
    expect(digestsWorthRewriting({ known, lines: DIGEST_CHUNK_LINES + 3 })).toBe(true);
  });
});
