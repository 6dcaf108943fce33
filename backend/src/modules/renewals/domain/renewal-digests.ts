import type { mongo } from 'mongoose';
import type { Existing } from './import-plan';

/**
 * What an import needs to know of the stored renewals (each policy number's content hash and
 * renewal date) is kept beside them as digests: documents of one text each, one line per renewal
 * written ("policy<TAB>hash<TAB>date") or removed ("policy"), appended after every write. Reading
 * them is one quick scan; reading the renewals themselves would decode every whole document, as
 * FerretDB's SQLite backend filters and projects only after decoding.
 */
const FIELD = '\t';
const LINE = '\n';

/** Lines per digest document when digests are rewritten whole. */
export const DIGEST_CHUNK_LINES = 5_000;

/** The digest of the renewals a batch of import writes leaves, in the batch's order. */
export function digestOfWrites(operations: readonly mongo.AnyBulkWriteOperation[]): string {
  const lines: string[] = [];
  for (const operation of operations) {
    const fields =
      'insertOne' in operation
        ? operation.insertOne.document
        : 'updateOne' in operation
          ? (operation.updateOne.update as { $set?: mongo.Document }).$set
          : undefined;
    if (typeof fields?.policyNumber !== 'string') continue;
    lines.push([fields.policyNumber, fields.contentHash, fields.renewalDate].join(FIELD));
  }
  return lines.join(LINE);
}

/** The digest line of a deleted renewal. */
export function removalDigest(policyNumber: string): string {
  return policyNumber;
}

/** The digest of renewals as they stand (for rewriting the digests whole), in chunks. */
export function digestChunks(known: ReadonlyMap<string, Existing>): string[] {
  const chunks: string[] = [];
  let lines: string[] = [];
  for (const [policyNumber, { contentHash, renewalDate }] of known) {
    lines.push([policyNumber, contentHash, renewalDate].join(FIELD));
    if (lines.length === DIGEST_CHUNK_LINES) {
      chunks.push(lines.join(LINE));
      lines = [];
    }
  }
  if (lines.length > 0) chunks.push(lines.join(LINE));
  return chunks;
}

export interface FoldedDigests {
  known: Map<string, Existing>;
  /** Lines read: far more than `known.size` means the digests are due a rewrite. */
  lines: number;
}

/** The renewals as the digests, oldest first, leave them: later lines win. */
export function foldDigests(digests: Iterable<string>): FoldedDigests {
  const known = new Map<string, Existing>();
  let lines = 0;
  for (const digest of digests) {
    for (const line of digest.split(LINE)) {
      if (line === '') continue;
      lines++;
      const [policyNumber, contentHash, renewalDate] = line.split(FIELD);
      if (contentHash === undefined) known.delete(policyNumber);
      else known.set(policyNumber, { contentHash, renewalDate });
    }
  }
  return { known, lines };
}

/** Whether the digests hold so many superseded lines that rewriting them whole pays. */
export function digestsWorthRewriting({ known, lines }: FoldedDigests): boolean {
  return lines > 2 * known.size + DIGEST_CHUNK_LINES;
}
