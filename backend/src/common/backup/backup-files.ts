import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  type CipherGCM,
  type Hash,
} from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';

/** Starts every encrypted file of a backup, so that reading one without the key says so. */
const MAGIC = Buffer.from('IVYBAK01');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + IV_BYTES;

/** A backup that cannot be written or read as asked: the message is for the operator. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** What the manifest keeps of each file written: its size and SHA-256 as stored (encrypted or not). */
export interface WrittenFile {
  bytes: number;
  sha256: string;
}

/**
 * One file of a backup, written as a stream: in the clear, or with AES-256-GCM (`MAGIC`, a random
 * IV, the ciphertext, the tag). The file's path inside the backup is the associated data, so an
 * encrypted file moved to another name no longer decrypts.
 */
export class BackupFileWriter {
  private bytes = 0;
  private readonly hash: Hash = createHash('sha256');

  private constructor(
    private readonly stream: WriteStream,
    private readonly cipher: CipherGCM | undefined,
  ) {}

  static async create(root: string, relative: string, key: Buffer | undefined): Promise<BackupFileWriter> {
    const file = path.join(root, relative);
    await mkdir(path.dirname(file), { recursive: true });
    const stream = createWriteStream(file, { flags: 'wx', mode: 0o600 });
    await once(stream, 'open');
    if (!key) return new BackupFileWriter(stream, undefined);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(relative));
    const writer = new BackupFileWriter(stream, cipher);
    await writer.put(Buffer.concat([MAGIC, iv]));
    return writer;
  }

  async write(chunk: Uint8Array): Promise<void> {
    await this.put(this.cipher ? this.cipher.update(chunk) : chunk);
  }

  async close(): Promise<WrittenFile> {
    if (this.cipher) await this.put(Buffer.concat([this.cipher.final(), this.cipher.getAuthTag()]));
    this.stream.end();
    await once(this.stream, 'finish');
    return { bytes: this.bytes, sha256: this.hash.digest('hex') };
  }

  private async put(chunk: Uint8Array): Promise<void> {
    if (chunk.length === 0) return;
    this.bytes += chunk.length;
    this.hash.update(chunk);
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }
}

/** Writes one whole file of a backup. */
export async function writeBackupFile(
  root: string,
  relative: string,
  data: Uint8Array,
  key: Buffer | undefined,
): Promise<WrittenFile> {
  const writer = await BackupFileWriter.create(root, relative, key);
  await writer.write(data);
  return writer.close();
}

/**
 * The plaintext of one file of a backup, in chunks. An encrypted file's tag is checked when the
 * last chunk has been read: a changed file or a wrong key throws then.
 */
export async function* readBackupFile(
  root: string,
  relative: string,
  key: Buffer | undefined,
): AsyncGenerator<Buffer> {
  const file = path.join(root, relative);
  if (!key) {
    for await (const chunk of createReadStream(file)) yield chunk as Buffer;
    return;
  }
  const handle = await open(file, 'r');
  let header: Buffer;
  let tag: Buffer;
  let size: number;
  try {
    size = (await handle.stat()).size;
    header = Buffer.alloc(HEADER_BYTES);
    tag = Buffer.alloc(TAG_BYTES);
    await handle.read(header, 0, HEADER_BYTES, 0);
    await handle.read(tag, 0, TAG_BYTES, Math.max(0, size - TAG_BYTES));
  } finally {
    await handle.close();
  }
  if (size < HEADER_BYTES + TAG_BYTES || !header.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new BackupError(`${relative} is not an encrypted backup file.`);
  }
  const decipher = createDecipheriv('aes-256-gcm', key, header.subarray(MAGIC.length))
    .setAAD(Buffer.from(relative))
    .setAuthTag(tag);
  if (size > HEADER_BYTES + TAG_BYTES) {
    for await (const chunk of createReadStream(file, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 })) {
      yield decipher.update(chunk as Buffer);
    }
  }
  try {
    yield decipher.final();
  } catch {
    throw new BackupError(`${relative} does not decrypt: a wrong BACKUP_KEY, or the file was changed.`);
  }
}

export async function readWholeBackupFile(
  root: string,
  relative: string,
  key: Buffer | undefined,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of readBackupFile(root, relative, key)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Splits a stream of concatenated BSON documents (a mongodump `.bson` file) into documents. */
export async function* bsonDocuments(chunks: AsyncIterable<Buffer>, name: string): AsyncGenerator<Buffer> {
  let pending: Buffer = Buffer.alloc(0);
  for await (const chunk of chunks) {
    pending = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
    let offset = 0;
    while (pending.length - offset >= 4) {
      const size = pending.readInt32LE(offset);
      if (size < 5) throw new BackupError(`${name} is not a BSON file (a document of ${size} bytes).`);
      if (pending.length - offset < size) break;
      yield pending.subarray(offset, offset + size);
      offset += size;
    }
    pending = pending.subarray(offset);
  }
  if (pending.length > 0) throw new BackupError(`${name} ends in the middle of a document.`);
}

/** Identifies a key without revealing it, so that restoring with another key fails before anything is written. */
export function keyFingerprint(key: Buffer): string {
  return createHash('sha256').update('ivy-backup-key:').update(key).digest('hex').slice(0, 16);
}
