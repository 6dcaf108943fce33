import { createHash } from 'node:crypto';
import type mongoose from 'mongoose';

/**
 * A fingerprint of every collection (its count and a hash of its documents), to show that requests
 * wrote nothing. `countOnly` collections change on every request (a session's last use), so only
 * their number of documents counts.
 */
export async function databaseFingerprint(
  db: mongoose.Connection,
  countOnly: string[] = [],
): Promise<Record<string, string>> {
  const names = (await db.listCollections()).map((c) => c.name).sort();
  const entries = await Promise.all(
    names.map(async (name) => {
      const collection = db.collection(name);
      if (countOnly.includes(name)) return [name, `${await collection.countDocuments()} documents`];
      const documents = await collection.find().sort({ _id: 1 }).toArray();
      const hash = createHash('sha256').update(JSON.stringify(documents)).digest('hex').slice(0, 16);
      return [name, `${documents.length} documents, ${hash}`];
    }),
  );
  return Object.fromEntries(entries) as Record<string, string>;
}
