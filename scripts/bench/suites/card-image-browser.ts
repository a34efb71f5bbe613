import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { TOKEN_STORAGE_KEY } from '@cardbinder/shared';
import { CHROMIUM_ARGS } from '../../../e2e/support/browser';

/**
 * The browser half of issue 45's targets, in Chromium through playwright-core: the image bytes a phone fetches
 * for a series' picture grid scrolled to its end, and the long tasks while the 10,000-card collection gallery
 * is scrolled from top to bottom. The service worker is blocked: both measure a first visit's network and work.
 */

/** Lighthouse's mobile profile (a Moto G Power): 412×823 CSS px at a device pixel ratio of 1.75 */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
/** the collection dashboard's desktop size, as in the collection-browser suite */
const DESKTOP = { viewport: { width: 1440, height: 900 } };
const IMAGE_FILES = '/api/card-images/files/';
const LOAD_TIMEOUT_MS = 60_000;

// Page-side globals, typed just enough for the functions below (scripts compile without the DOM lib).
interface PageImage {
  complete: boolean;
  naturalWidth: number;
  currentSrc: string;
}
interface PageBox {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
  getAttribute(name: string): string | null;
  scrollBy(x: number, y: number): void;
  scrollIntoView(options: { block: string }): void;
  getBoundingClientRect(): { x: number; y: number; width: number; height: number };
}
interface LongTask {
  start: number;
  duration: number;
}
declare const document: {
  querySelectorAll(selector: string): ArrayLike<PageImage>;
  querySelector(selector: string): PageBox | null;
  documentElement: { scrollHeight: number };
};
declare const window: {
  scrollY: number;
  innerHeight: number;
  scrollBy(x: number, y: number): void;
  __longTasks?: LongTask[];
};
declare function requestAnimationFrame(callback: () => void): number;
declare class PerformanceObserver {
  constructor(callback: (list: { getEntries(): { startTime: number; duration: number }[] }) => void);
  observe(options: { type: string; buffered: boolean }): void;
}

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

/**
 * Page time two frames after now, and whether the list is scrolled to its end: the scrolling box `box` (a
 * windowed list in its own box) when the page has one, else the page; null without a frame in 2 s.
 */
function afterTwoFrames(page: Page, box?: string) {
  return page.evaluate(
    (selector) =>
      new Promise<{ at: number; atEnd: boolean } | null>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const element = selector ? document.querySelector(selector) : null;
            resolve({
              at: performance.now(),
              atEnd: element
                ? element.scrollTop + element.clientHeight >= element.scrollHeight - 2
                : window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
            });
          }),
        );
        setTimeout(() => resolve(null), 2_000);
      }),
    box ?? null,
  );
}

/** The windowed list's scrolling box (VirtualTiles), when the built app has one; before it the page scrolled. */
const GRID_BOX = '.card-image-grid.virtual-tiles';
const GALLERY_BOX = '.cc-gallery.virtual-tiles';
const hasBox = (page: Page, selector: string) =>
  page.evaluate((css) => document.querySelector(css) !== null, selector);
/** The list's length: every tile of a windowed list carries it in aria-setsize; else the tiles in the page. */
const listLength = (page: Page, tile: string) =>
  page.evaluate((css) => {
    const first = document.querySelector(css);
    return Number(first?.getAttribute('aria-setsize') ?? document.querySelectorAll(css).length);
  }, tile);
/** The pictures loaded (complete, decoded) in the page now, by address. */
const loadedPictures = (page: Page, images: string) =>
  page.evaluate(
    (css) =>
      Array.from(document.querySelectorAll(css))
        .filter((image) => image.complete && image.naturalWidth > 0)
        .map((image) => image.currentSrc),
    images,
  );

/**
 * A wait for no request in flight for `quietMs`. Playwright's 'networkidle' load state is reached once per
 * navigation, so it does not wait for what a scroll or a click fetches later.
 */
function trackNetwork(page: Page) {
  let inFlight = 0;
  let changedAt = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    changedAt = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async (quietMs = 500) => {
    const started = Date.now();
    while (inFlight > 0 || Date.now() - changedAt < quietMs) {
      if (Date.now() - started > LOAD_TIMEOUT_MS) throw new Error(`${inFlight} requests still in flight`);
      await page.waitForTimeout(50);
    }
  };
}

const countOf = (page: Page, selector: string) =>
  page.evaluate((css) => document.querySelectorAll(css).length, selector);

export interface GridBytes {
  /** grid cells, and pictures loaded (complete, decoded) once scrolled to the end */
  cells: number;
  pictures: number;
  files: number;
  /** response bodies as sent (the images are not compressed again) and with their headers */
  bodyBytes: number;
  transferBytes: number;
  /** before any scrolling: what the first view fetched */
  firstViewFiles: number;
  firstViewBytes: number;
  /** files by format (avif, webp, jpg) and size (thumb, medium, full) */
  kinds: Record<string, number>;
}

/** A phone opens the grid, then scrolls it to the end a screen at a time; every image file fetched, counted. */
export async function gridImageBytes(browser: Browser, url: string): Promise<GridBytes> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const networkQuiet = trackNetwork(page);
    const files: Promise<{ body: number; headers: number; kind: string }>[] = [];
    page.on('requestfinished', (request) => {
      const name = request.url().split(IMAGE_FILES)[1];
      if (!name) return;
      const kind = /-(\w+)\.(\w+)$/.exec(name)?.slice(1).reverse().join(' ') ?? name;
      files.push(
        request.sizes().then((sizes) => ({
          body: sizes.responseBodySize,
          headers: sizes.responseHeadersSize,
          kind,
        })),
      );
    });
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await page.locator('.card-image-grid__item').first().waitFor({ timeout: LOAD_TIMEOUT_MS });
    await networkQuiet();
    const firstView = await Promise.all(files);
    // a windowed grid scrolls in its own box (a box at a time) and draws only what is on screen: the pictures
    // loaded are collected at every step
    const box = (await hasBox(page, GRID_BOX)) ? GRID_BOX : undefined;
    const loaded = new Set(await loadedPictures(page, '.card-image-grid img'));
    for (let step = 0; step < 1000; step += 1) {
      await page.evaluate((selector) => {
        const element = selector ? document.querySelector(selector) : null;
        if (element) element.scrollBy(0, element.clientHeight);
        else window.scrollBy(0, window.innerHeight);
      }, box ?? null);
      // no frame within 2 s: go on; the pictures counted at the end show what did not load
      const frame = await afterTwoFrames(page, box);
      await page.waitForTimeout(100);
      if (box) {
        await networkQuiet(200);
        for (const src of await loadedPictures(page, '.card-image-grid img')) loaded.add(src);
      }
      if (frame?.atEnd) break;
    }
    await networkQuiet();
    for (const src of await loadedPictures(page, '.card-image-grid img')) loaded.add(src);
    const pictures = loaded.size;
    const all = await Promise.all(files);
    const kinds: Record<string, number> = {};
    for (const file of all) kinds[file.kind] = (kinds[file.kind] ?? 0) + 1;
    return {
      cells: await listLength(page, '.card-image-grid__item'),
      pictures,
      files: all.length,
      bodyBytes: all.reduce((sum, file) => sum + file.body, 0),
      transferBytes: all.reduce((sum, file) => sum + file.body + file.headers, 0),
      firstViewFiles: firstView.length,
      firstViewBytes: firstView.reduce((sum, file) => sum + file.body, 0),
      kinds,
    };
  } finally {
    await context.close();
  }
}

/** Runs in the page before its scripts: keeps every long task (over 50 ms) of the page. */
function installLongTaskProbe(): void {
  const tasks: LongTask[] = [];
  window.__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

export interface GalleryScroll {
  /** tiles shown and catalogue pictures among them at the end; whether the end of all cards was reached */
  tiles: number;
  pictures: number;
  reachedEnd: boolean;
  wheelSteps: number;
  showMoreClicks: number;
  seconds: number;
  /** longest task (ms) and tasks over 50 ms: switching to the gallery, wheel scrolling, each 'Show more' */
  open: { longest: number; over50: number };
  scroll: { longest: number; over50: number };
  showMore: { longest: number; over50: number };
}

async function signedInContext(browser: Browser, token: string): Promise<BrowserContext> {
  const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    TOKEN_STORAGE_KEY,
    token,
  ] as const);
  await context.addInitScript(installLongTaskProbe);
  return context;
}
declare const localStorage: { setItem(key: string, value: string): void };

/**
 * My Collection in its gallery view, scrolled by mouse wheel a screen at a time from top to bottom, until every
 * card is shown and the end is reached, or `budgetMs` has passed. A windowed gallery (its own scrolling box) is
 * turned a box's height at a time with the pointer over it; the gallery before it grew 120 tiles at a time, so at
 * the bottom of the tiles shown it presses 'Show more' and goes on.
 */
export async function scrollGallery(
  browser: Browser,
  url: string,
  token: string,
  budgetMs: number,
): Promise<GalleryScroll> {
  const context = await signedInContext(browser, token);
  try {
    const page = await context.newPage();
    const networkQuiet = trackNetwork(page);
    await page.goto(`${url}/collection`, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await page
      .locator('[role="table"] [role="row"][data-user-card-id]')
      .first()
      .waitFor({ timeout: LOAD_TIMEOUT_MS });
    await networkQuiet();
    const windows: { phase: 'open' | 'scroll' | 'showMore'; from: number; to: number }[] = [];
    const now = () => page.evaluate(() => performance.now());
    const started = Date.now();
    let from = await now();
    await page.locator('button[aria-label="Gallery view"]').click();
    await page.locator('.cc-gallery__item').first().waitFor({ timeout: LOAD_TIMEOUT_MS });
    await networkQuiet();
    windows.push({ phase: 'open', from, to: (await afterTwoFrames(page))?.at ?? (await now()) });
    // a windowed gallery scrolls in its own box: the wheel turns over the box, a box's height at a time
    const box = (await hasBox(page, GALLERY_BOX)) ? GALLERY_BOX : undefined;
    let wheelDelta = DESKTOP.viewport.height;
    if (box) {
      const rect = await page.evaluate((selector) => {
        const element = document.querySelector(selector)!;
        element.scrollIntoView({ block: 'end' });
        const { x, y, width } = element.getBoundingClientRect();
        return { x, y, width, height: element.clientHeight };
      }, box);
      await afterTwoFrames(page);
      await page.mouse.move(rect.x + rect.width / 2, rect.y + rect.height / 2);
      wheelDelta = rect.height;
    } else await page.mouse.move(DESKTOP.viewport.width / 2, DESKTOP.viewport.height / 2);
    const showMore = page.locator('button', { hasText: 'Show more' });
    let wheelSteps = 0;
    let showMoreClicks = 0;
    let reachedEnd = false;
    from = await now();
    while (Date.now() - started < budgetMs) {
      await page.mouse.wheel(0, wheelDelta);
      wheelSteps += 1;
      const frame = await afterTwoFrames(page, box);
      if (!frame) throw new Error(`Chromium stopped producing frames at wheel step ${wheelSteps}`);
      if (!frame.atEnd) continue;
      windows.push({ phase: 'scroll', from, to: frame.at });
      if ((await showMore.count()) === 0) {
        reachedEnd = true;
        break;
      }
      const tiles = await countOf(page, '.cc-gallery__item');
      from = await now();
      await showMore.click();
      await page.waitForFunction(
        (before) => document.querySelectorAll('.cc-gallery__item').length > before,
        tiles,
      );
      await networkQuiet();
      showMoreClicks += 1;
      if (showMoreClicks % 10 === 0)
        console.log(`  gallery: ${tiles + 120} tiles after ${((Date.now() - started) / 1000).toFixed(0)} s`);
      const shown = (await afterTwoFrames(page))?.at ?? (await now());
      windows.push({ phase: 'showMore', from, to: shown });
      from = shown;
    }
    if (!reachedEnd) windows.push({ phase: 'scroll', from, to: await now() });
    await page.waitForTimeout(200); // long-task entries arrive after their task
    const tasks = (await page.evaluate(() => window.__longTasks)) ?? [];
    const of = (phase: 'open' | 'scroll' | 'showMore') => {
      const durations = tasks
        .filter((task) => windows.some((w) => w.phase === phase && task.start >= w.from && task.start < w.to))
        .map((task) => task.duration);
      return { longest: Math.max(0, ...durations), over50: durations.filter((d) => d > 50).length };
    };
    return {
      tiles: await listLength(page, '.cc-gallery__item'),
      pictures: await countOf(page, '.cc-gallery picture'),
      reachedEnd,
      wheelSteps,
      showMoreClicks,
      seconds: (Date.now() - started) / 1000,
      open: of('open'),
      scroll: of('scroll'),
      showMore: of('showMore'),
    };
  } finally {
    await context.close();
  }
}
