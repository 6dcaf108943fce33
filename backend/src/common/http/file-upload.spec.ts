import { sizeInWords } from './file-upload';

describe('sizeInWords', () => {
  it('says a limit as staff read it', () => {
    expect(sizeInWords(10 * 1024 * 1024)).toBe('10 MB');
    expect(sizeInWords(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(sizeInWords(256 * 1024)).toBe('256 KB');
  });
});
