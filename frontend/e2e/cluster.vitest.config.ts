import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { browserTestOptions } from './vitest.config';

/** The fault test kills an instance: it runs last, so the other files have both. */
class FaultLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const last = (file: TestSpecification) => (file.moduleId.endsWith('fault.e2e.ts') ? 1 : 0);
    return [...(await super.sort(files))].sort((a, b) => last(a) - last(b));
  }
}

/**
 * `make test-cluster`: journeys and cluster tests through HAProxy in front of two instances on one
 * database (e2e/support/cluster-setup.ts), round robin, so consecutive requests reach different instances.
 */
export default defineConfig({
  test: {
    ...browserTestOptions,
    include: [
      'e2e/journeys/payments.e2e.ts',
      'e2e/journeys/admin-sign-in.e2e.ts',
      'e2e/journeys/blog.e2e.ts',
      'e2e/journeys/renewals.e2e.ts',
      'e2e/cluster/**/*.e2e.ts',
    ],
    globalSetup: ['e2e/support/cluster-setup.ts'],
    sequence: { sequencer: FaultLast },
  },
});
