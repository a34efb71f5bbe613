import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startApp, type RunningApp, type StartAppOptions } from './app-server';
import { launchBrowser } from './browser';

/** The file's running app and Chromium, set once its set-up has run (read them inside hooks and tests). */
export let app: RunningApp;
export let browser: Browser;

/**
 * Starts the app (with `env` and `options`) and Chromium side by side before the file's journeys and stops
 * both after them; `timeoutMs` is the set-up's own limit where a catalogue load needs longer than the default.
 */
export function setUpAppAndBrowser(
  env: Record<string, string> = {},
  options: StartAppOptions = {},
  timeoutMs?: number,
): void {
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(env, options), launchBrowser()]);
  }, timeoutMs);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
}
