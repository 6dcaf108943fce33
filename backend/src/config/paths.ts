import path from 'node:path';

/** The repository root, the same from `src/` (ts-jest) and from `dist/` (built). */
export const PROJECT_ROOT = path.resolve(__dirname, '..', '..', '..');

export function fromRoot(...segments: string[]): string {
  return path.resolve(PROJECT_ROOT, ...segments);
}
