import { defineConfig } from 'vitest/config';

// The SDK's own unit tests: Node, no DOM (integrators run it on a server).
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
