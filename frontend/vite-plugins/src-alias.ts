import path from 'node:path';
import type { Alias } from 'vite';

/**
 * `#src/…` is frontend/src (tsconfig.json's paths; scripts/codemods/path-aliases.mjs writes it for imports
 * that would climb three folders). The route manifest's own loader of app/routes.ts needs it too.
 */
export const srcAlias = (frontendDir: string): Alias => ({
  find: /^#src\//,
  replacement: `${path.join(frontendDir, 'src')}/`,
});
