import { startApp } from './e2e/support/app-server';
import { launchBrowser } from './e2e/support/browser';
import { settled } from './e2e/support/page-quality';

const routes = process.argv.slice(2);
const app = await startApp({}, { catalogue: true });
const browser = await launchBrowser();
try {
  for (const route of routes) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: unknown[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as any[]) {
          w.__shifts.push({
            t: Math.round(e.startTime),
            v: e.value.toFixed(4),
            sources: (e.sources || []).map((s: any) => ({
              node: s.node ? (s.node.nodeName + '.' + (s.node.className || '') + ' ' + (s.node.textContent || '').slice(0, 40)) : null,
              prev: [s.previousRect.y, s.previousRect.height, s.previousRect.x, s.previousRect.width],
              cur: [s.currentRect.y, s.currentRect.height, s.currentRect.x, s.currentRect.width],
            })),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${app.url}${route}`);
    await settled(page);
    await page.waitForTimeout(700);
    console.log(route, JSON.stringify(await page.evaluate(() => (window as any).__shifts), null, 1));
    await page.close();
  }
} finally {
  await browser.close();
  await app.stop();
}
