import { chromium, type BrowserServer } from 'playwright-core';

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

/**
 * What the journeys run against (an app or a cluster) and the run's one Chromium, started side by side. If
 * either fails to start, the other is stopped, so a failed set-up leaves no process or temporary directory.
 */
export async function startWithBrowser<T extends { stop: () => Promise<void> }>(
  starting: Promise<T>,
): Promise<{ target: T; browser: BrowserServer }> {
  const [target, browser] = await Promise.allSettled([
    starting,
    chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }),
  ]);
  if (target.status === 'fulfilled' && browser.status === 'fulfilled')
    return { target: target.value, browser: browser.value };
  await Promise.all([
    target.status === 'fulfilled' && target.value.stop(),
    browser.status === 'fulfilled' && browser.value.close(),
  ]);
  throw target.status === 'rejected' ? target.reason : (browser as PromiseRejectedResult).reason;
}
