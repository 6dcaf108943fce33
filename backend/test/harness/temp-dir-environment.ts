import NodeEnvironment from 'jest-environment-node';
import { removeTempDirs } from './temp-dir';

/**
 * Jest's node environment, which also removes the test file's temporary directories (tempDir) once the
 * file is done, passed or failed. An afterAll hook in a set-up file would run before the file's own
 * afterAll hooks, while its app or database still has files open there.
 */
export default class TempDirEnvironment extends NodeEnvironment {
  override async teardown(): Promise<void> {
    try {
      await removeTempDirs(this.global);
    } finally {
      await super.teardown();
    }
  }
}
