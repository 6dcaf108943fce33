import type { TestDatabaseState } from './global-setup';
import { removeTempDirs } from './temp-dir';

export default async function globalTeardown(): Promise<void> {
  try {
    await (globalThis as TestDatabaseState).database?.stop();
  } finally {
    await removeTempDirs();
  }
}
