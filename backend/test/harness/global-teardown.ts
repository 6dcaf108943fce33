import type { TestDatabaseState } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as TestDatabaseState).database?.stop();
}
