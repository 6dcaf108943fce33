// `make dev`: the backend compiled in watch mode and restarted on change, and Vite's dev server
// (which proxies /api to the backend). Ctrl-C stops all three.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/app-process.mjs';

/** @param {string} name */
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const main = path.join(ROOT, 'backend', 'dist', 'main.js');

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/** @param {string} name @param {string} command @param {string[]} args @param {string} cwd */
function start(name, command, args, cwd) {
  const child = spawn(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  });
  child.once('exit', (code) => {
    if (!stopping) console.log(`[dev] ${name} exited (${code}); stopping.`);
    stop();
  });
  children.push(child);
}

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGINT');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const backend = path.join(ROOT, 'backend');
start('tsc', bin('tsc'), ['-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], backend);
while (!existsSync(main)) await new Promise((resolve) => setTimeout(resolve, 500));
start('api', process.execPath, ['--watch-path=dist', 'dist/main.js'], backend);
start('vite', bin('vite'), [], path.join(ROOT, 'frontend'));
