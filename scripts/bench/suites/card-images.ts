import type { AddressInfo } from 'node:net';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@/db/client';
import { summarize, type Timing } from '../measure';
import {
  gridImageBytes,
  launchChromium,
  scrollGallery,
  type GalleryScroll,
  type GridBytes,
} from './card-image-browser';
import { ensureGridPictures, GRID_PICTURES } from './card-image-pictures';
import { signInCollector } from './collection';
import { lighthouseScores, printScores, type PageScores } from './lighthouse';

/**
 * Issue 45's browser targets: "a series grid of 300 cards transfers ≤ 1.5 MB of images on a phone profile and its
 * Lighthouse performance stays ≥ 80; the gallery of a 10,000-card collection scrolls with no long task over
 * 50 ms". First gives 300 cards of a series their pictures (card-image-pictures.ts), then: Lighthouse mobile on
 * that series' picture grid (runs = Lighthouse runs), the grid's image bytes on a phone scrolled to the end, and
 * collector1's gallery scrolled from top to bottom (at most BENCH_GALLERY_MINUTES, 8 by default). Needs the
 * built web app and Chromium (CHROMIUM_PATH or /usr/bin/chromium).
 */

const IMAGE_BUDGET_BYTES = 1_500_000;
const PERFORMANCE_TARGET = 80;
const LONG_TASK_TARGET_MS = 50;

const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;
const met = (ok: boolean) => (ok ? 'met' : '**missed**');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

function printGallery(gallery: GalleryScroll) {
  const phase = (name: string, of: { longest: number; over50: number }) =>
    `| ${name} | ${of.longest.toFixed(0)} ms | ${of.over50} |`;
  console.log(
    `\nGallery: ${gallery.tiles.toLocaleString('en-US')} tiles shown (${gallery.pictures} with a catalogue picture), ` +
      `${gallery.wheelSteps} wheel steps and ${gallery.showMoreClicks} 'Show more' in ${gallery.seconds.toFixed(0)} s` +
      `${gallery.reachedEnd ? '' : ' — stopped by the time budget before the end'}`,
  );
  console.log('\n| gallery phase | longest task | long tasks (> 50 ms) |');
  console.log('| --- | --- | --- |');
  console.log(phase('switching to the gallery', gallery.open));
  console.log(phase('wheel scrolling', gallery.scroll));
  console.log(phase("'Show more' (120 tiles more each; none in a windowed gallery)", gallery.showMore));
}

export async function benchCardImages(
  app: FastifyInstance,
  db: Db,
  options: { runs: number },
): Promise<Timing[]> {
  const index = await app.inject({ method: 'GET', url: '/collection' });
  if (!String(index.headers['content-type']).startsWith('text/html'))
    throw new Error('the server has no built web app: run npm run build first');
  console.log(`\nload average ${load()} on ${os.cpus().length} CPUs; publishing the grid's pictures`);
  const pictures = await ensureGridPictures(app, db);
  const { series } = pictures;
  console.log(
    `series "${series.name}" (${series.cardCount} cards): ${pictures.withPicture} of its first ${GRID_PICTURES} ` +
      `have a picture; ${pictures.approved} approved in this run` +
      (pictures.approved
        ? `, ${median(pictures.approvalMs).toFixed(0)} ms median per approval (2 at a time)`
        : ''),
  );

  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  console.log(`load average ${load()}; Lighthouse mobile on ${series.picturesPath}`);
  const lighthouse: PageScores[] = [];
  for (let run = 0; run < options.runs; run += 1)
    lighthouse.push(...(await lighthouseScores(url, { 'series grid': series.picturesPath })));
  printScores(lighthouse);

  const token = await signInCollector(app);
  const budgetMs = Number(process.env.BENCH_GALLERY_MINUTES ?? 8) * 60_000;
  const browser = await launchChromium();
  let grid: GridBytes;
  let gallery: GalleryScroll;
  try {
    console.log(`load average ${load()}; the grid on a phone, scrolled to its end`);
    grid = await gridImageBytes(browser, `${url}${series.picturesPath}`);
    console.log(`load average ${load()}; collector1's gallery, top to bottom`);
    gallery = await scrollGallery(browser, url, token, budgetMs);
  } finally {
    await browser.close();
  }
  console.log(`load average ${load()} at the end`);

  const performance = median(lighthouse.map((s) => s.performance));
  const galleryLongest = Math.max(gallery.open.longest, gallery.scroll.longest, gallery.showMore.longest);
  console.log(
    `\nGrid: ${grid.cells} cells, ${grid.pictures} pictures loaded, ${grid.files} image files ` +
      `(${Object.entries(grid.kinds)
        .map(([kind, count]) => `${count} ${kind}`)
        .join(', ')}); first view before scrolling: ${grid.firstViewFiles} files, ${mb(grid.firstViewBytes)}`,
  );
  printGallery(gallery);
  console.log('\n| target (issue 45) | measured | |');
  console.log('| --- | --- | --- |');
  console.log(
    `| grid images on a phone, scrolled to the end ≤ 1.5 MB | ${mb(grid.transferBytes)} ` +
      `(${grid.pictures} pictures; bodies ${mb(grid.bodyBytes)}) | ${met(grid.transferBytes <= IMAGE_BUDGET_BYTES)} |`,
  );
  console.log(
    `| grid Lighthouse mobile performance ≥ ${PERFORMANCE_TARGET} | ${performance} (median of ` +
      `${lighthouse.length}: ${lighthouse.map((s) => s.performance).join(', ')}) | ` +
      `${met(performance >= PERFORMANCE_TARGET)} |`,
  );
  console.log(
    `| gallery of ${gallery.tiles.toLocaleString('en-US')} cards: no long task over 50 ms | longest ` +
      `${galleryLongest.toFixed(0)} ms${gallery.reachedEnd ? '' : ' (end not reached)'} | ` +
      `${met(gallery.reachedEnd && galleryLongest <= LONG_TASK_TARGET_MS)} |`,
  );

  const timing = (name: string, samples: number[]) => summarize(name, samples, 200);
  return [
    timing(
      'grid: Lighthouse performance score',
      lighthouse.map((s) => s.performance),
    ),
    timing(
      'grid: Lighthouse CLS (×1000)',
      lighthouse.map((s) => s.cls * 1000),
    ),
    timing(
      'grid: Lighthouse LCP',
      lighthouse.map((s) => s.timings.lcp),
    ),
    timing(
      'grid: Lighthouse TBT',
      lighthouse.map((s) => s.timings.tbt),
    ),
    timing('grid: image KB transferred, scrolled to the end', [grid.transferBytes / 1000]),
    timing('grid: image KB, first view', [grid.firstViewBytes / 1000]),
    timing('gallery: longest task opening', [gallery.open.longest]),
    timing('gallery: longest task wheel scrolling', [gallery.scroll.longest]),
    timing("gallery: longest task 'Show more'", [gallery.showMore.longest]),
    timing('gallery: long tasks, whole scroll (count)', [
      gallery.open.over50 + gallery.scroll.over50 + gallery.showMore.over50,
    ]),
    ...(pictures.approved
      ? [timing('publishing: approval (every size), 2 at a time', pictures.approvalMs)]
      : []),
  ];
}
