import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * The required headless flags, plus the omnibox popup's WebUI turned off: Chromium 156 builds that browser UI
 * (two renderers, ~1.5 s of CPU) for every new window, headless or not, and on a 2-core machine it competes
 * with the page under test. The dashboard benchmark starts Chromium with the same flags.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

export const artefactsDir = path.resolve(import.meta.dirname, '../../test-results/e2e');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** Collects console errors and uncaught page errors so a journey can assert there were none. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artefactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artefactsDir, `${name}.png`), fullPage: true });
}
