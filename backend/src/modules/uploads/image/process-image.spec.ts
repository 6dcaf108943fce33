import sharp from 'sharp';
import { ImageRejectedError, processImage } from './process-image';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2f7d5f' } });

describe('processImage', () => {
  it('makes WebP variants at the standard widths below the original, keeping the aspect ratio', async () => {
    const image = await processImage(await picture(1000, 500).jpeg().toBuffer());
    expect(image).toMatchObject({
      format: 'jpeg',
      width: 1000,
      height: 500,
      key: expect.stringMatching(/^[a-f0-9]{20}$/),
    });
    expect(image.variants.map(({ width, height }) => [width, height])).toEqual([
      [320, 160],
      [640, 320],
      [960, 480],
      [1000, 500],
    ]);
    for (const variant of image.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: variant.width, height: variant.height });
      expect(variant.bytes).toBe(variant.data.length);
    }
  });

  it('never enlarges a small image', async () => {
    const image = await processImage(await picture(120, 80).png().toBuffer());
    expect(image.variants.map((v) => v.width)).toEqual([120]);
  });

  it('turns a photo upright by its EXIF orientation and drops every piece of metadata', async () => {
    const photo = await picture(800, 400)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Camera owner', Artist: 'Someone' } })
      .toBuffer();
    const image = await processImage(photo);
    expect([image.width, image.height]).toEqual([400, 800]);
    expect(image.variants.map(({ width, height }) => [width, height])).toEqual([
      [320, 640],
      [400, 800],
    ]);
    const meta = await sharp(image.variants[1].data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  it('reads GIF and WebP too', async () => {
    await expect(processImage(await picture(50, 50).gif().toBuffer())).resolves.toMatchObject({
      format: 'gif',
    });
    await expect(processImage(await picture(50, 50).webp().toBuffer())).resolves.toMatchObject({
      format: 'webp',
    });
  });

  it('names the same picture with the same key, and another picture with another', async () => {
    const file = await picture(64, 64).png().toBuffer();
    const other = await picture(65, 64).png().toBuffer();
    expect((await processImage(file)).key).toBe((await processImage(Buffer.from(file))).key);
    expect((await processImage(other)).key).not.toBe((await processImage(file)).key);
  });

  it.each([
    ['a text file', Buffer.from('just some text, named photo.png')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>')],
  ])('refuses %s as not an image', async (_name, file) => {
    await expect(processImage(file)).rejects.toThrow('Please upload a JPEG, PNG, WebP or GIF image.');
  });

  it('refuses a file that starts like an image but is not one', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg')]);
    await expect(processImage(fake)).rejects.toBeInstanceOf(ImageRejectedError);
  });

  it('refuses a truncated image', async () => {
    const whole = await picture(600, 400).jpeg().toBuffer();
    await expect(processImage(whole.subarray(0, Math.floor(whole.length / 2)))).rejects.toBeInstanceOf(
      ImageRejectedError,
    );
  });
});
