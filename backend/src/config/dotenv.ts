import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { fromRoot } from './paths';

/**
 * The settings in `.env` at the project root, as `.env.example` says to write them. A variable already set
 * in the environment keeps its value, so `PORT=4000 make run` still wins over the file.
 */
export function loadDotEnv(file = fromRoot('.env'), env: NodeJS.ProcessEnv = process.env): void {
  if (!existsSync(file)) return;
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (env[name] === undefined) env[name] = value;
  }
}
