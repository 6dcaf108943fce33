import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { randomToken } from '../../common/crypto/tokens';

/** The uploads directory (DESIGN section 6: a local directory now, an object store later). */
@Injectable()
export class UploadFiles {
  readonly dir: string;

  constructor(config: AppConfig) {
    this.dir = config.uploadsDir;
  }

  /**
   * Writes beside the target and renames, so a reader never gets half a file. A name that exists
   * already holds these very bytes (names are content hashes), so it is left as it is.
   */
  async save(name: string, data: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const partial = path.join(this.dir, `.${name}.${randomToken(6)}.partial`);
    await writeFile(partial, data, { flag: 'wx' });
    await rename(partial, path.join(this.dir, name));
  }

  async remove(names: string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(path.join(this.dir, name), { force: true })));
  }
}
