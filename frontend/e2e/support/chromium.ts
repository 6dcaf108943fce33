import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Debian's Chromium quiet on a machine with no internet (DESIGN section 9). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The run's Chromium, as the journeys use it. */
export interface Browser {
  wsEndpoint(): string;
  /** Closes Chromium and removes its temporary directory. */
  close(): Promise<void>;
}

/**
 * Chromium with a temporary directory of its own: it leaves files there (`.org.chromium.Chromium.*`) that
 * it does not always remove, so the directory goes when it closes.
 */
async function launchBrowser(): Promise<Browser> {
  const own = mkdtempSync(path.join(tmpdir(), 'ivy-chromium-'));
  const remove = () => rmSync(own, { recursive: true, force: true });
  try {
    const server = await chromium.launchServer({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      env: { ...process.env, TMPDIR: own },
    });
    return {
      wsEndpoint: () => server.wsEndpoint(),
      close: () => server.close().finally(remove),
    };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * What the journeys run against (an app or a cluster) and the run's one Chromium, started side by side. If
 * either fails to start, the other is stopped, so a failed set-up leaves no process or temporary directory.
 */
export async function startWithBrowser<T extends { stop: () => Promise<void> }>(
  starting: Promise<T>,
): Promise<{ target: T; browser: Browser }> {
  const [target, browser] = await Promise.allSettled([starting, launchBrowser()]);
  if (target.status === 'fulfilled' && browser.status === 'fulfilled')
    return { target: target.value, browser: browser.value };
  await Promise.all([
    target.status === 'fulfilled' && target.value.stop(),
    browser.status === 'fulfilled' && browser.value.close(),
  ]);
  throw target.status === 'rejected' ? target.reason : (browser as PromiseRejectedResult).reason;
}
