import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { tempDir } from '#test/harness/temp-dir';
import { startTestApp } from '#test/harness/test-app';
import { createUser, logIn } from '#test/harness/identity';
import { isStored, jpegImage, useAdminApp, uploadedImageId, uploadImage } from './uploads-testing.fixture';

interface Variant {
  width: number;
  height: number;
  url: string;
  bytes: number;
}

describe('uploads', () => {
  const app = useAdminApp();

  describe('upload', () => {
    it('stores WebP variants, never wider than the original, and serves them with a year-long immutable cache', async () => {
      const res = await uploadImage(
        app.admin,
        await jpegImage(1000, 500),
        'C:\\Users\\me\\kerry.jpg',
        'The Kerry coast',
      );
      expect(res.status).toBe(201);
      const image = res.body.image;
      expect(res.body).toMatchObject({ ok: true, message: 'Image uploaded.', errors: {} });
      expect(image).toMatchObject({
        filename: 'kerry.jpg',
        format: 'jpeg',
        width: 1000,
        height: 500,
        alt: 'The Kerry coast',
        usedBy: [],
        uploadedBy: { id: app.admin.user._id, name: 'Aoife Byrne' },
      });
      expect(image.variants.map((v: Variant) => [v.width, v.height])).toEqual([
        [320, 160],
        [640, 320],
        [960, 480],
        [1000, 500],
      ]);
      expect(image.src).toBe(image.variants[2].url);
      for (const variant of image.variants as Variant[]) {
        expect(variant.url).toMatch(/^\/uploads\/[a-f0-9]{20}-\d+\.webp$/);
        expect(await isStored(app.t, variant.url)).toBe(true);
      }
      const served = await app.t.http().get(image.variants[0].url).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(served.body as Buffer).metadata()).width).toBe(320);
    });

    it('answers the image it has when the same picture is uploaded again', async () => {
      const file = await jpegImage(400, 300);
      const first = await uploadImage(app.admin, file).expect(201);
      const again = await uploadImage(app.admin, file, 'copy.jpg').expect(201);
      expect(again.body.image._id).toBe(first.body.image._id);
    });

    it('refuses a file over the size limit with 413', async () => {
      const noise = await sharp({
        create: {
          width: 2000,
          height: 2000,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 128, sigma: 80 },
        },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(noise.length).toBeGreaterThan(app.t.config.UPLOAD_MAX_BYTES);
      const res = await uploadImage(app.admin, noise, 'huge.png');
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({
        ok: false,
        message: 'This image is larger than 10 MB. Please upload a smaller one.',
      });
    });

    it.each([
      ['a text file named .png', 'this is not a picture', 'photo.png', 'image/png'],
      ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'logo.svg', 'image/svg+xml'],
    ])('refuses with 415 %s, whatever type it claims', async (_name, content, filename, contentType) => {
      const res = await app.admin
        .post('/api/v1/uploads')
        .attach('image', Buffer.from(content), { filename, contentType });
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ ok: false, message: 'Please upload a JPEG, PNG, WebP or GIF image.' });
    });

    it('asks for the file when there is none, and refuses unknown fields (400)', async () => {
      const none = await app.admin.post('/api/v1/uploads').field('alt', 'x').expect(400);
      expect(none.body.errors).toEqual({ image: ['Please choose an image to upload.'] });
      const extra = await uploadImage(app.admin, await jpegImage(50, 50)).field('owner', 'me');
      expect(extra.status).toBe(400);
      expect(extra.body.message).toBe('Unknown field: owner');
    });

    it('is for staff with the content permission', async () => {
      const file = await jpegImage(50, 50);
      await app.t.http().post('/api/v1/uploads').attach('image', file, 'a.jpg').expect(401);
      await app.t.http().get('/api/v1/uploads').expect(401);
      const user = await createUser(app.t);
      const staff = await logIn(app.t, user.email);
      await staff.get('/api/v1/uploads').expect(200);
    });
  });

  describe('library', () => {
    it('lists the newest first, a page at a time', async () => {
      const older = await uploadedImageId(app.admin, 60);
      const newer = await uploadedImageId(app.admin, 61);
      const res = await app.admin.get('/api/v1/uploads').query({ page: 0, page_size: 2 }).expect(200);
      expect(res.body).toMatchObject({ ok: true, page: 0, page_size: 2 });
      expect(res.body.uploads.map((u: { _id: string }) => u._id)).toEqual([newer, older]);
      expect(res.body.total_items).toBeGreaterThanOrEqual(2);
      const past = await app.admin.get('/api/v1/uploads').query({ page: 999 }).expect(200);
      expect(past.body.uploads).toEqual([]);
    });

    it('changes the alt text, and answers 404 for an unknown image', async () => {
      const id = await uploadedImageId(app.admin);
      const res = await app.admin.put(`/api/v1/uploads/${id}`).send({ alt: '  A red car  ' }).expect(200);
      expect(res.body.image.alt).toBe('A red car');
      expect((await app.admin.get(`/api/v1/uploads/${id}`).expect(200)).body.image.alt).toBe('A red car');
      await app.admin.put(`/api/v1/uploads/${id}`).send({ alt: 'x', width: 10 }).expect(400);
      await app.admin.get('/api/v1/uploads/665f1c2b9d3e4a0012345678').expect(404);
      await app.admin.get('/api/v1/uploads/not-an-id').expect(400);
    });
  });

  describe('delete', () => {
    it('deletes an unused image with its files', async () => {
      const res = await uploadImage(app.admin, await jpegImage(700, 400)).expect(201);
      const image = res.body.image;
      await app.admin.delete(`/api/v1/uploads/${image._id}`).expect(200);
      for (const variant of image.variants as Variant[])
        expect(await isStored(app.t, variant.url)).toBe(false);
      await app.admin.get(`/api/v1/uploads/${image._id}`).expect(404);
      await app.t.http().get(image.variants[0].url).expect(404);
    });

    it('refuses while a post shows it as its cover or in its text, saying where (409)', async () => {
      const cover = await uploadedImageId(app.admin);
      const inline = (await uploadImage(app.admin, await jpegImage(500, 300)).expect(201)).body.image;
      await app.admin
        .post('/api/v1/posts')
        .send({
          title: 'Cover and pictures',
          coverImage: cover,
          body: `<p>Look:</p><img src="${inline.variants[0].url}" alt="a picture">`,
        })
        .expect(201);
      const coverRes = await app.admin.delete(`/api/v1/uploads/${cover}`).expect(409);
      expect(coverRes.body.message).toBe(
        'This image is in use and cannot be deleted. It appears in the cover image of the post "Cover and pictures". Remove it there first.',
      );
      const inlineRes = await app.admin.delete(`/api/v1/uploads/${inline._id}`).expect(409);
      expect(inlineRes.body.message).toContain('the text of the post "Cover and pictures"');
      const listed = await app.admin.get(`/api/v1/uploads/${cover}`).expect(200);
      expect(listed.body.image.usedBy).toEqual([
        { kind: 'post', id: expect.any(String), label: 'Cover and pictures', where: 'cover image' },
      ]);
    });

    it('refuses while a CMS section shows it (409)', async () => {
      const image = (await uploadImage(app.admin, await jpegImage(300, 200)).expect(201)).body.image;
      await app.db.collection('cms_sections').insertOne({
        page: 'home',
        key: 'hero',
        order: 1,
        title: 'Welcome',
        body: '<p>Hello</p>',
        items: [{ kind: 'team', image: image.variants[0].url }],
      });
      const res = await app.admin.delete(`/api/v1/uploads/${image._id}`).expect(409);
      expect(res.body.message).toContain('the CMS section "home: Welcome"');
    });
  });

  describe('serving', () => {
    it('answers 304 to a matching If-None-Match, one byte range with 206, and 416 past the end', async () => {
      const image = (await uploadImage(app.admin, await jpegImage(330, 200)).expect(201)).body.image;
      const url = image.variants[0].url as string;
      const whole = await app.t.http().get(url).buffer(true).expect(200);
      const etag = whole.headers.etag as string;
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(whole.headers['accept-ranges']).toBe('bytes');
      await app.t.http().get(url).set('If-None-Match', etag).expect(304);
      const part = await app.t.http().get(url).set('Range', 'bytes=2-9').buffer(true).expect(206);
      expect(part.headers['content-range']).toBe(`bytes 2-9/${(whole.body as Buffer).length}`);
      expect(part.body).toEqual((whole.body as Buffer).subarray(2, 10));
      const head = await app.t.http().head(url).expect(200);
      expect(head.headers['content-length']).toBe(String((whole.body as Buffer).length));
      await app.t.http().get(url).set('Range', 'bytes=999999-').expect(416);
      await app.t.http().get('/uploads/.hidden').expect(404);
    });

    it('redirects to the public address of the store when so configured', async () => {
      const other = await startTestApp({
        env: { UPLOADS_DELIVERY: 'redirect', FILES_PUBLIC_URL: 'https://cdn.example/ivy/' },
      });
      try {
        const res = await other.http().get('/uploads/0123456789abcdef0123-320.webp').expect(302);
        expect(res.headers.location).toBe('https://cdn.example/ivy/uploads/0123456789abcdef0123-320.webp');
      } finally {
        await other.close();
      }
    });

    it('moves the images an earlier version kept in UPLOADS_DIR into the store at start', async () => {
      const legacy = tempDir('ivy-legacy-uploads-');
      const bytes = await sharp(await jpegImage(50, 50))
        .webp()
        .toBuffer();
      writeFileSync(path.join(legacy, '00112233445566778899-50.webp'), bytes);
      writeFileSync(path.join(legacy, '.partial-write'), 'x');
      const other = await startTestApp({ env: { UPLOADS_DIR: legacy } });
      try {
        const res = await other.http().get('/uploads/00112233445566778899-50.webp').buffer(true).expect(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.body).toEqual(bytes);
        expect(readdirSync(legacy)).toEqual(['.partial-write']);
      } finally {
        await other.close();
      }
    });
  });
});
