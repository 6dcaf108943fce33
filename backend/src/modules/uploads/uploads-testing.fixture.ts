import path from 'node:path';
import type mongoose from 'mongoose';
import sharp from 'sharp';
import { logInAsAdmin, TestSession } from '#test/harness/identity';
import { connectTo, startTestApp, TestApp } from '#test/harness/test-app';
import { FileStore } from '../../common/files/file-store';
import { UPLOADS_KEY_PREFIX } from '../../common/files/upload-urls';

/** Whether the file store holds the file an upload URL names. */
export async function isStored(t: TestApp, url: string): Promise<boolean> {
  return (await t.app.get(FileStore).stat(`${UPLOADS_KEY_PREFIX}/${path.basename(url)}`)) !== null;
}

/** The keys the file store holds under a prefix. */
export async function storedKeys(t: TestApp, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const info of t.app.get(FileStore).list(prefix)) keys.push(info.key);
  return keys;
}

export interface AdminTestApp {
  t: TestApp;
  admin: TestSession;
  /** A direct connection, to look at what was stored or to plant records of other modules. */
  db: mongoose.Connection;
  close: () => Promise<void>;
}

/** A test app (its files in a temporary DATA_DIR), a logged-in administrator and a database connection. */
export async function startAdminApp(): Promise<AdminTestApp> {
  const t = await startTestApp();
  const admin = await logInAsAdmin(t);
  const db = await connectTo(t.config.MONGODB_URI as string);
  return {
    t,
    admin,
    db,
    close: async () => {
      await db.close();
      await t.close();
    },
  };
}

/** An AdminTestApp started before the suite's tests and closed after them; read its fields inside tests. */
export function useAdminApp(): AdminTestApp {
  const app = {} as AdminTestApp;
  beforeAll(async () => Object.assign(app, await startAdminApp()));
  afterAll(() => app.close());
  return app;
}

let shade = 0;

/** A JPEG of the given size, a different picture each call (so uploads do not merge). */
export function jpegImage(width = 1200, height = 800): Promise<Buffer> {
  shade = (shade + 37) % 256;
  return sharp({ create: { width, height, channels: 3, background: { r: shade, g: 125, b: 95 } } })
    .jpeg()
    .toBuffer();
}

export function uploadImage(admin: TestSession, file: Buffer, filename = 'photo.jpg', alt?: string) {
  const req = admin.post('/api/v1/uploads');
  if (alt !== undefined) void req.field('alt', alt);
  return req.attach('image', file, { filename, contentType: 'image/jpeg' });
}

/** Uploads a fresh picture and answers its id. */
export async function uploadedImageId(admin: TestSession, width?: number): Promise<string> {
  const res = await uploadImage(admin, await jpegImage(width));
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.image._id as string;
}
