// Foundation budgets: health requests per second against a bare Node server, and the gzip size of
// the JavaScript the home page loads first (measured in Chromium, so lazy route chunks count too).
import { fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { freePort, ROOT } from '../lib/app-process.mjs';

/** @param {string} url */
async function requestsPerSecond(url) {
  const options = { url, connections: 32, pipelining: 1 };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: 8 });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function bareServerRps() {
  const port = await freePort();
  const child = fork(path.join(ROOT, 'scripts', 'bench', 'bare-server.mjs'), [String(port)]);
  await once(child, 'message');
  try {
    return await requestsPerSecond(`http://127.0.0.1:${port}/`);
  } finally {
    child.kill();
  }
}

/** @param {string} baseUrl @param {string} route */
export async function firstLoadJsGzipBytes(baseUrl, route, viewport = { width: 412, height: 823 }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await (await browser.newContext({ viewport })).newPage();
    /** @type {Map<string, number>} */
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
        const body = await response.body().catch(() => Buffer.alloc(0));
        scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
      }
    });
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    return { bytes: [...scripts.values()].reduce((a, b) => a + b, 0), files: [...scripts.keys()] };
  } finally {
    await browser.close();
  }
}

/** @param {{ baseUrl: string }} app */
export async function run(app) {
  const bare = await bareServerRps();
  const health = await requestsPerSecond(`${app.baseUrl}/api/v1/health`);
  const ratio = health / bare;
  const home = await firstLoadJsGzipBytes(app.baseUrl, '/');
  const admin = home.files.filter((f) => /admin/i.test(f));
  return [
    { name: 'health requests/s (bare Node server)', value: Math.round(bare), unit: 'req/s' },
    { name: 'health requests/s (the app)', value: Math.round(health), unit: 'req/s' },
    {
      name: 'health vs bare Node',
      value: Math.round(ratio * 100),
      unit: '%',
      budget: '>= 60',
      ok: ratio >= 0.6,
    },
    {
      name: 'home first-load JavaScript (gzip)',
      value: Math.round(home.bytes / 1024),
      unit: 'KB',
      budget: '<= 170',
      ok: home.bytes <= 170 * 1024,
    },
    {
      name: 'admin chunks loaded by the home page',
      value: admin.length,
      unit: 'files',
      budget: '= 0',
      ok: admin.length === 0,
    },
  ];
}
