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

/** Two small real images (a red PNG, a blue JPEG) drawn by the page's own canvas, for photo uploads. */
export async function makeImages(page: Page): Promise<{ png: Buffer; jpeg: Buffer }> {
  const [png, jpeg] = await page.evaluate(() =>
    (['image/png', 'image/jpeg'] as const).map((type, index) => {
      const canvas = document.createElement('canvas');
      canvas.width = 60 + index * 20;
      canvas.height = 84;
      const context = canvas.getContext('2d')!;
      context.fillStyle = index === 0 ? '#c00' : '#06c';
      context.fillRect(0, 0, canvas.width, canvas.height);
      return canvas.toDataURL(type).split(',')[1]!;
    }),
  );
  return { png: Buffer.from(png!, 'base64'), jpeg: Buffer.from(jpeg!, 'base64') };
}
