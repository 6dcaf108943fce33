import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../test/harness/temp-dir';
import { loadDotEnv } from './dotenv';

describe('loadDotEnv', () => {
  const file = path.join(tempDir('ivy-dotenv-'), '.env');
  afterEach(() => {
    delete process.env.IVY_DOTENV_NEW;
    delete process.env.IVY_DOTENV_SET;
  });

  it('adds the file’s settings under those already in the environment', () => {
    writeFileSync(file, 'IVY_DOTENV_NEW=from-file\nIVY_DOTENV_SET=from-file\n');
    process.env.IVY_DOTENV_SET = 'from-environment';
    loadDotEnv(file);
    expect(process.env.IVY_DOTENV_NEW).toBe('from-file');
    expect(process.env.IVY_DOTENV_SET).toBe('from-environment');
  });

  it('does nothing without the file', () => {
    expect(() => loadDotEnv(path.join(path.dirname(file), 'no-such-dir', '.env'))).not.toThrow();
    expect(process.env.IVY_DOTENV_NEW).toBeUndefined();
  });
});
