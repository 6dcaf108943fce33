import { isUploadUrl, uploadKeysIn, variantUrl } from './upload-urls';

const KEY = '0123456789abcdef0123';

describe('upload URLs', () => {
  it('names a variant by its key and width', () => {
    expect(variantUrl(KEY, 640)).toBe(`/uploads/${KEY}-640.webp`);
    expect(isUploadUrl(variantUrl(KEY, 640))).toBe(true);
  });

  it.each([
    `https://evil.example/uploads/${KEY}-640.webp`,
    `//evil.example/uploads/${KEY}-640.webp`,
    `/uploads/${KEY}-640.webp?x=1`,
    `/uploads/../secrets/${KEY}-640.webp`,
    `/uploads/${KEY}-640.svg`,
    `/uploads/${KEY.toUpperCase()}-640.webp`,
    '/uploads/short-640.webp',
    'data:image/webp;base64,AAAA',
  ])('refuses %s as one of our files', (src) => {
    expect(isUploadUrl(src)).toBe(false);
  });

  it('finds each upload an HTML body uses once', () => {
    const other = 'fedcba9876543210fedc';
    const html = `<p><img src="/uploads/${KEY}-640.webp"><img src="/uploads/${KEY}-1280.webp"></p>
      <a href="/uploads/${other}-320.webp">full size</a><img src="/images/logo.png">`;
    expect(uploadKeysIn(html)).toEqual([KEY, other]);
    expect(uploadKeysIn('<p>No pictures</p>')).toEqual([]);
  });
});
