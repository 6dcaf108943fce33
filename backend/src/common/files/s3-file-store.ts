import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  AbortMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { assertFileKey, type ByteRange, FileStore, type PutOptions, type StoredFileInfo } from './file-store';

export interface S3FileStoreOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** A streamed write is sent in parts of this size (S3's minimum part is 5 MiB), so memory stays bounded. */
const PART_BYTES = 8 * 1024 * 1024;
/** DeleteObjects takes at most this many keys a request. */
const DELETE_BATCH = 1_000;

/**
 * The file store as an S3-compatible bucket (AWS, MinIO, versitygw, R2, …), shared by every instance.
 * A buffer is one PutObject; a stream of unknown length is buffered up to one part and sent as a single
 * PutObject when it is small, as a multipart upload otherwise. Either way the object appears whole or not.
 */
export class S3FileStore extends FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3FileStoreOptions) {
    super();
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Checksums only where the service asks for them: several S3-compatible services reject the
      // SDK's default CRC32 trailers on streamed parts.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, data: Buffer | Readable, options: PutOptions = {}): Promise<void> {
    assertFileKey(key);
    if (Buffer.isBuffer(data)) return this.putWhole(key, data, options);
    const parts = inParts(data, PART_BYTES);
    const first = await parts.next();
    const second = first.done ? first : await parts.next();
    if (second.done) return this.putWhole(key, first.done ? Buffer.alloc(0) : first.value, options);
    const { UploadId } = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: options.contentType }),
    );
    const upload = { Bucket: this.bucket, Key: key, UploadId };
    try {
      const done: { ETag?: string; PartNumber: number }[] = [];
      const send = async (body: Buffer) => {
        const PartNumber = done.length + 1;
        done.push({ PartNumber });
        const { ETag } = await this.client.send(
          new UploadPartCommand({ ...upload, PartNumber, Body: body, ContentLength: body.length }),
        );
        done[PartNumber - 1].ETag = ETag;
      };
      await send(first.value);
      await send(second.value);
      for await (const part of parts) await send(part);
      await this.client.send(
        new CompleteMultipartUploadCommand({ ...upload, MultipartUpload: { Parts: done } }),
      );
    } catch (error) {
      await this.client.send(new AbortMultipartUploadCommand(upload)).catch(() => undefined);
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    const opened = await this.open(key);
    if (!opened) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async open(key: string, range?: ByteRange): Promise<{ info: StoredFileInfo; body: Readable } | null> {
    assertFileKey(key);
    try {
      const found = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      // A ranged answer's Content-Range ends with the whole object's size.
      const size = found.ContentRange ? Number(found.ContentRange.split('/')[1]) : (found.ContentLength ?? 0);
      return {
        info: infoOf(key, size, found.ETag, found.LastModified, found.ContentType),
        body: found.Body as Readable,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    assertFileKey(key);
    try {
      const found = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return infoOf(key, found.ContentLength ?? 0, found.ETag, found.LastModified, found.ContentType);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(keys: string[]): Promise<void> {
    keys.forEach(assertFileKey);
    const unique = [...new Set(keys)];
    for (let at = 0; at < unique.length; at += DELETE_BATCH) {
      const Objects = unique.slice(at, at + DELETE_BATCH).map((Key) => ({ Key }));
      const answer = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects, Quiet: true } }),
      );
      const failed = (answer.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
      if (failed.length > 0) throw new Error(`Could not delete ${failed[0].Key}: ${failed[0].Message}`);
    }
  }

  async *list(prefix: string): AsyncIterable<StoredFileInfo> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key) yield infoOf(item.Key, item.Size ?? 0, item.ETag, item.LastModified);
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  override destroy(): void {
    this.client.destroy();
  }

  private async putWhole(key: string, body: Buffer, options: PutOptions): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentLength: body.length,
        ContentType: options.contentType,
      }),
    );
  }
}

/** The stream's bytes in buffers of exactly `size` (the last one shorter). */
async function* inParts(stream: Readable, size: number): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  for await (const chunk of stream) {
    let rest = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    while (heldBytes + rest.length >= size) {
      const take = size - heldBytes;
      yield Buffer.concat([...held, rest.subarray(0, take)]);
      rest = rest.subarray(take);
      held = [];
      heldBytes = 0;
    }
    if (rest.length > 0) {
      held.push(rest);
      heldBytes += rest.length;
    }
  }
  if (heldBytes > 0) yield Buffer.concat(held);
}

function infoOf(
  key: string,
  size: number,
  etag: string | undefined,
  lastModified: Date | undefined,
  contentType?: string,
): StoredFileInfo {
  return {
    key,
    size,
    etag: (etag ?? '').replace(/"/g, ''),
    lastModified: lastModified ?? new Date(0),
    ...(contentType ? { contentType } : {}),
  };
}

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}
