import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Db } from '@/db/client';
import { CHROMIUM_ARGS } from '../../../e2e/support/browser';
import { summarize, type Timing } from '../measure';

/**
 * Lighthouse (mobile, its default: Moto G class device, throttled CPU and network) on the public pages of
 * issue 22, against the built app served by `app`. Needs the built web app and Chromium (CHROMIUM_PATH or
 * /usr/bin/chromium). The CPU throttling is relative to this machine, so a loaded machine depresses performance.
 */

export interface PageScores {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  /** first and largest contentful paint, total blocking time and speed index, ms */
  timings: { fcp: number; lcp: number; tbt: number; si: number };
  /** audits under 0.9 that count towards a category's score */
  failing: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** One Lighthouse run per page, one Chromium for all of them. */
export async function lighthouseScores(
  baseUrl: string,
  pages: Record<string, string>,
): Promise<PageScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_ARGS,
  });
  const scores: PageScores[] = [];
  try {
    for (const [page, path] of Object.entries(pages)) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      // BENCH_LIGHTHOUSE_DIR=/some/dir keeps each run's whole report (its LCP element and phases, say)
      if (process.env.BENCH_LIGHTHOUSE_DIR)
        writeFileSync(
          join(process.env.BENCH_LIGHTHOUSE_DIR, `${page.replace(/\W+/g, '-')}-${Date.now()}.json`),
          JSON.stringify(result.lhr),
        );
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const counted = new Set(
        CATEGORIES.flatMap((id) =>
          (categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id),
        ),
      );
      scores.push({
        page,
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
        timings: {
          fcp: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
          lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          si: Math.round(audits['speed-index']?.numericValue ?? 0),
        },
        // a run Lighthouse could not finish (e.g. NO_FCP on a starved machine) scores 0: say why
        failing: result.lhr.runtimeError
          ? [`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`]
          : Object.values(audits)
              .filter((audit) => counted.has(audit.id) && audit.score !== null && audit.score < 0.9)
              .map((audit) => audit.id),
      });
    }
  } finally {
    chrome.kill();
  }
  return scores;
}

const one = async <T extends Record<string, unknown>>(db: Db, statement: ReturnType<typeof sql>) => {
  const row = (await db.execute<T>(statement)).rows[0];
  if (!row) throw new Error('the bench catalogue is empty: run npm run bench:data first');
  return row;
};

/** The issue's pages: home, players, the player with the most cards, the largest series, its set, a card, a search. */
async function issuePages(db: Db): Promise<Record<string, string>> {
  const player = await one<{ slug: string }>(
    db,
    sql`select slug from players order by card_count desc limit 1`,
  );
  const series = await one<{
    series_id: number;
    slug: string;
    set_slug: string;
    year: number;
    card_count: number;
  }>(
    db,
    sql`select s.series_id, s.slug, st.slug set_slug, st.year, s.card_count
        from series s join sets st on st.set_id = s.set_id order by s.card_count desc limit 1`,
  );
  const card = await one<{ slug: string }>(
    db,
    sql`select slug from cards where series_id = ${series.series_id} order by sort_order limit 1`,
  );
  const setPath = `/sets/${series.year}/${series.set_slug}`;
  return {
    home: '/',
    players: '/players',
    player: `/players/${player.slug}`,
    set: setPath,
    series: `${setPath}/${series.slug}`,
    card: `${setPath}/${series.slug}/${card.slug}`,
    search: `/search?q=${encodeURIComponent(player.slug.split('-').at(-1) ?? 'topps')}`,
  };
}

export function printScores(scores: PageScores[]): void {
  console.log(
    '\n| Page | Performance | FCP / LCP / TBT / SI ms | Accessibility | Best practices | SEO | CLS | Audits under 0.9 |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const s of scores)
    console.log(
      `| ${s.page} | ${s.performance} | ${s.timings.fcp} / ${s.timings.lcp} / ${s.timings.tbt} / ${s.timings.si} | ` +
        `${s.accessibility} | ${s.bestPractices} | ${s.seo} | ` +
        `${s.cls.toFixed(3)} | ${s.failing.join(', ')} |`,
    );
}

export async function benchLighthouse(
  app: FastifyInstance,
  db: Db,
  options: { runs: number },
): Promise<Timing[]> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const pages = await issuePages(db);
  console.log(
    `\nload average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} on ${os.cpus().length} CPUs`,
  );
  const runs: PageScores[][] = [];
  for (let run = 0; run < options.runs; run += 1) runs.push(await lighthouseScores(url, pages));
  printScores(runs.at(-1) ?? []);
  return Object.keys(pages).flatMap((page) => {
    const of = (pick: (s: PageScores) => number) =>
      runs.map((scores) => pick(scores.find((s) => s.page === page)!));
    return [
      summarize(
        `${page}: performance score`,
        of((s) => s.performance),
        200,
      ),
      summarize(
        `${page}: CLS (×1000)`,
        of((s) => s.cls * 1000),
        200,
      ),
    ];
  });
}
