import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { PACKED_CARDS_MEDIA_TYPE, TOKEN_STORAGE_KEY } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { CHROMIUM_ARGS } from '../../../e2e/support/browser';
import { summarize, timeRequest, type Timing } from '../measure';
import { signInCollector } from './collection';
import { installEventProbe, typeInCollectionSearch, type TypingResult } from './collection-typing';

/**
 * collector1's 10,000-card dashboard in Chromium: the browser half of the collection issue
 * ("interactive within 1.5 s, scrolls without long tasks over 100 ms"). Each run is a cold page
 * (new browser context: no cache, no storage but the session token) on the server `app` listening
 * on a free port. Needs the built web app (npm run build) and Chromium (CHROMIUM_PATH or /usr/bin/chromium).
 */

const DASHBOARD_TABLE = '[role="table"][aria-label="My collection"]';
const LOAD_TIMEOUT_MS = 60_000;
const VIEWPORT = { width: 1440, height: 900 };

// Page-side globals, typed just enough for the functions below (scripts compile without the DOM lib).
interface PageElement {
  textContent: string | null;
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
  querySelector(selector: string): PageElement | null;
}
interface PageEntry {
  name: string;
  startTime: number;
  duration: number;
  requestStart?: number;
  responseStart?: number;
  responseEnd?: number;
  encodedBodySize?: number;
}
interface BenchState {
  longTasks: { start: number; duration: number }[];
  longFrames: { start: number; duration: number }[];
  readyAt: number | null;
  paintedAt: number | null;
}
declare const document: PageElement;
declare const window: { __bench?: BenchState };
declare function requestAnimationFrame(callback: () => void): number;
declare class PerformanceObserver {
  constructor(callback: (list: { getEntries(): PageEntry[] }) => void);
  observe(options: { type: string; buffered: boolean }): void;
}
declare class MutationObserver {
  constructor(callback: () => void);
  observe(target: PageElement, options: Record<string, boolean>): void;
  disconnect(): void;
}
declare const localStorage: { setItem(key: string, value: string): void };

/** Runs in the page before its own scripts: collects long tasks and frames, notes when the dashboard is ready. */
function installProbe(expectedTotal: number): void {
  const state: BenchState = { longTasks: [], longFrames: [], readyAt: null, paintedAt: null };
  window.__bench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // frames over 50 ms from input or rAF to paint (Chromium's Long Animation Frames API)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.longFrames.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'long-animation-frame', buffered: true });
  const observer = new MutationObserver(() => {
    const footer = document.querySelector('.cc-footer')?.textContent ?? '';
    const match = /Showing ([\d,]+) of ([\d,]+) cards?/.exec(footer);
    const total = match ? Number(match[2]!.replace(/,/g, '')) : 0;
    if (total < expectedTotal) return;
    if (!document.querySelector('[role="table"] [role="row"][data-user-card-id]')) return;
    observer.disconnect();
    state.readyAt = performance.now();
    // the frame with the rows painted, and the main thread free again after it
    requestAnimationFrame(() => setTimeout(() => (state.paintedAt = performance.now()), 0));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** Two frames after now, in page time; null when no frame comes within 2 s. */
function afterTwoFrames(page: Page) {
  return page.evaluate(
    (selector) =>
      new Promise<{ at: number; atEnd: boolean } | null>((resolve) => {
        const table = document.querySelector(selector)!;
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve({
              at: performance.now(),
              atEnd: table.scrollTop + table.clientHeight >= table.scrollHeight - 1,
            }),
          ),
        );
        setTimeout(() => resolve(null), 2_000);
      }),
    DASHBOARD_TABLE,
  );
}

/**
 * Scrolls the table from top to bottom with the mouse wheel, one table height per step, two frames
 * per step. Real wheel input, not scrollTop writes: setting scrollTop 500 times from a script made
 * headless Chromium stop producing frames altogether in about half the runs (rAF never fired again).
 */
async function scrollByWheel(page: Page) {
  const table = page.locator(DASHBOARD_TABLE);
  await table.scrollIntoViewIfNeeded();
  const box = await table.boundingBox();
  const [step, height] = await table.evaluate((element) => {
    const { clientHeight, scrollHeight } = element as unknown as PageElement;
    return [clientHeight, scrollHeight];
  });
  if (!box || !step || !height) throw new Error(`${DASHBOARD_TABLE} is not on screen`);
  await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height, VIEWPORT.height - box.y) / 2);
  const first = await afterTwoFrames(page);
  if (!first) throw new Error('Chromium produced no frame before scrolling');
  for (let taken = 1; taken <= Math.ceil(height / step) + 20; taken += 1) {
    await page.mouse.wheel(0, step);
    const frame = await afterTwoFrames(page);
    if (!frame) throw new Error(`Chromium stopped producing frames at scroll step ${taken}`);
    if (frame.atEnd) return { start: first.at, end: frame.at, steps: taken };
  }
  throw new Error(`${DASHBOARD_TABLE} did not reach its end by wheel`);
}

/** Timing and size of the dashboard's card list call in page time, from Playwright's view of the network. */
function watchCardsCall(page: Page) {
  let timing: ReturnType<Request['timing']> | null = null;
  let bytes = 0;
  page.on('requestfinished', (request) => {
    if (!request.url().includes('/api/user/collection/cards?')) return;
    timing = request.timing();
    void request.sizes().then((sizes) => (bytes = sizes.responseBodySize));
  });
  return async (): Promise<PageEntry | null> => {
    if (!timing) return null;
    const origin = await page.evaluate(() => performance.timeOrigin);
    const start = timing.startTime - origin;
    return {
      name: 'cards',
      startTime: start,
      duration: timing.responseEnd,
      requestStart: start + timing.requestStart,
      responseStart: start + timing.responseStart,
      responseEnd: start + timing.responseEnd,
      encodedBodySize: bytes,
    };
  };
}

interface RunResult {
  interactive: number;
  loadTask: number;
  scrollTask: number;
  scrollTasksOver100: number;
  scrollFrame: number;
  loadHeapMb: number;
  heapMb: number;
  cardsStart: number;
  cardsServer: number;
  cardsDownload: number;
  cardsToRows: number;
  cardsKb: number;
  scriptMs: number;
  layoutMs: number;
  longTasks: string;
  scroll: string;
  typing: TypingResult;
}

async function metrics(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return {
    async read(collectGarbage = false) {
      if (collectGarbage) await cdp.send('HeapProfiler.collectGarbage');
      const { metrics: list } = await cdp.send('Performance.getMetrics');
      return Object.fromEntries(list.map((metric) => [metric.name, metric.value]));
    },
  };
}

async function runOnce(browser: Browser, url: string, token: string, total: number): Promise<RunResult> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      TOKEN_STORAGE_KEY,
      token,
    ] as const);
    await context.addInitScript(installProbe, total);
    await context.addInitScript(installEventProbe);
    const page = await context.newPage();
    const cardsTiming = watchCardsCall(page);
    const cdp = await metrics(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${url}/collection`, { waitUntil: 'commit' });
    await page
      .waitForFunction(() => window.__bench?.paintedAt != null, undefined, { timeout: LOAD_TIMEOUT_MS })
      .catch((error: unknown) => {
        throw new Error(`dashboard not ready: ${errors.join('; ') || String(error)}`);
      });
    const loaded = await cdp.read(true);
    // scroll once the other dashboard calls have landed, so their rendering is not counted as scrolling
    await page.waitForLoadState('networkidle');
    const scroll = await scrollByWheel(page);
    await page.waitForTimeout(200); // long-task entries arrive after their task
    const state = (await page.evaluate(() => window.__bench))!;
    // BENCH_CPU_SLOWDOWN=4: type as on a phone's CPU (Lighthouse's mobile factor)
    const slowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
    const throttle = await page.context().newCDPSession(page);
    if (slowdown > 1) await throttle.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const typing = await typeInCollectionSearch(
      page,
      total,
      async () => (await page.evaluate(() => window.__bench))!.longTasks,
    );
    if (slowdown > 1) await throttle.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const cards = await cardsTiming();
    const settled = await cdp.read(true);
    if (!cards) throw new Error('no timing for GET /api/user/collection/cards');
    if ((await page.locator(`${DASHBOARD_TABLE} [data-user-card-id]`).count()) === 0)
      throw new Error('the table showed no rows after scrolling');
    const during = (list: { start: number; duration: number }[], from: number, to: number) =>
      list.filter((t) => t.start >= from && t.start < to).map((t) => t.duration);
    const longest = (from: number, to: number) => Math.max(0, ...during(state.longTasks, from, to));
    return {
      interactive: state.paintedAt!,
      loadTask: longest(0, scroll.start),
      scrollTask: longest(scroll.start, scroll.end),
      scrollTasksOver100: during(state.longTasks, scroll.start, scroll.end).filter((d) => d > 100).length,
      scrollFrame: Math.max(0, ...during(state.longFrames, scroll.start, scroll.end)),
      loadHeapMb: (loaded.JSHeapUsedSize ?? 0) / 1024 / 1024,
      heapMb: (settled.JSHeapUsedSize ?? 0) / 1024 / 1024,
      cardsStart: cards.startTime,
      cardsServer: (cards.responseStart ?? 0) - (cards.requestStart ?? 0),
      cardsDownload: (cards.responseEnd ?? 0) - (cards.responseStart ?? 0),
      cardsToRows: state.readyAt! - (cards.responseEnd ?? 0),
      cardsKb: (cards.encodedBodySize ?? 0) / 1024,
      scriptMs: (loaded.ScriptDuration ?? 0) * 1000,
      layoutMs: ((loaded.LayoutDuration ?? 0) + (loaded.RecalcStyleDuration ?? 0)) * 1000,
      longTasks: state.longTasks
        .filter((t) => t.start < scroll.start)
        .map((t) => `${Math.round(t.duration)}@${Math.round(t.start)}`)
        .join(' '),
      scroll: `${scroll.steps} steps in ${((scroll.end - scroll.start) / 1000).toFixed(1)} s`,
      typing,
    };
  } finally {
    await context.close();
  }
}

export async function benchCollectionBrowser(
  app: FastifyInstance,
  _db: Db,
  options: { runs: number },
): Promise<Timing[]> {
  const index = await app.inject({ method: 'GET', url: '/collection' });
  if (!String(index.headers['content-type']).startsWith('text/html'))
    throw new Error('the server has no built web app: run npm run build first');
  const token = await signInCollector(app);
  // what the dashboard asks for first: no dashboard locations → the unassigned cards (all of collector1's)
  const listUrl = '/api/user/collection/cards?only_unassigned=true';
  const list = await timeRequest(app, listUrl, { authorization: `Bearer ${token}` });
  const total = (JSON.parse(list.body) as { cards: unknown[] }).cards.length;
  const packed = await app.inject({
    method: 'GET',
    url: listUrl,
    headers: { authorization: `Bearer ${token}`, accept: PACKED_CARDS_MEDIA_TYPE, 'accept-encoding': 'gzip' },
  });
  const load = os.loadavg().map((value) => value.toFixed(1));
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `\nload average ${load.join(' ')} on ${os.cpus().length} CPUs; ` +
      `collector1: ${total} cards; GET ${listUrl} ${mb(list.body.length)}, ` +
      `${list.elapsed.toFixed(0)} ms server time (inject); packed: ${mb(packed.rawPayload.length)} gzip, ` +
      `${mb(gunzipSync(packed.rawPayload).length)} JSON`,
  );

  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // BENCH_DEFAULT_CHROMIUM_FLAGS=1: without the omnibox flag, for comparison
    args: process.env.BENCH_DEFAULT_CHROMIUM_FLAGS ? CHROMIUM_ARGS.slice(0, 4) : CHROMIUM_ARGS,
  });
  const results: RunResult[] = [];
  try {
    await runOnce(browser, url, token, total); // warm-up: database caches, Chromium's first start
    for (let run = 1; run <= options.runs; run += 1) {
      const result = await runOnce(browser, url, token, total);
      results.push(result);
      console.log(
        `run ${run}: interactive ${result.interactive.toFixed(0)} ms (cards call starts ${result.cardsStart.toFixed(0)}, ` +
          `server ${result.cardsServer.toFixed(0)}, download ${result.cardsDownload.toFixed(0)}, ` +
          `response→rows ${result.cardsToRows.toFixed(0)}); script ${result.scriptMs.toFixed(0)} ms, ` +
          `layout+style ${result.layoutMs.toFixed(0)} ms; long tasks ms@start: ${result.longTasks || 'none'}; ` +
          `scroll ${result.scroll}; typing: key delay max ${result.typing.maxDelay.toFixed(0)} ms ` +
          `(${result.typing.delayedOver50} over 50 ms of ${result.typing.timedEvents} timed), key to paint max ` +
          `${result.typing.maxDuration.toFixed(0)} ms, longest task ${result.typing.longestTask.toFixed(0)} ms, ` +
          `full list again ${result.typing.settle.toFixed(0)} ms after the last key`,
      );
    }
  } finally {
    await browser.close();
  }
  const timing = (name: string, pick: (result: RunResult) => number) =>
    summarize(name, results.map(pick), 200);
  return [
    timing(`time to interactive (${total} rows + footer)`, (r) => r.interactive),
    timing('longest task during load', (r) => r.loadTask),
    timing('longest task during scroll', (r) => r.scrollTask),
    timing('tasks over 100 ms during scroll (count)', (r) => r.scrollTasksOver100),
    timing('longest animation frame during scroll', (r) => r.scrollFrame),
    timing('JS heap after load, GC (MB)', (r) => r.loadHeapMb),
    timing('JS heap after scroll, GC (MB)', (r) => r.heapMb),
    timing('cards call: start after navigation', (r) => r.cardsStart),
    timing('cards call: server wait (TTFB)', (r) => r.cardsServer),
    timing('cards call: download', (r) => r.cardsDownload),
    timing('cards call: response end → rows in DOM', (r) => r.cardsToRows),
    timing('cards call: response size (KB)', (r) => r.cardsKb),
    timing('main-thread script during load', (r) => r.scriptMs),
    timing('main-thread layout + style during load', (r) => r.layoutMs),
    timing('typing in the search: longest key event delay', (r) => r.typing.maxDelay),
    timing('typing in the search: key events delayed over 50 ms (count)', (r) => r.typing.delayedOver50),
    timing('typing in the search: longest key event to paint', (r) => r.typing.maxDuration),
    timing('typing in the search: longest task', (r) => r.typing.longestTask),
    timing('typing in the search: last key → full list again', (r) => r.typing.settle),
  ];
}
