import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardImageFileUrl } from '@cardbinder/shared';
import { cardId, createCatalogue } from '@/test/catalogue-factory';
import { createTestApp, createUser, type TestApp } from '@/test/test-app';

const INDEX = `<!doctype html><html><head>
<meta name="description" content="CardBinder" />
<title>CardBinder</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;

let testApp: TestApp;
let webDist: string;
let base: string;
let ids: Record<string, number>;

const hash = (char: string) => char.repeat(64);
const get = (url: string) => testApp.app.inject({ method: 'GET', url });
const query = (text: string, values: unknown[] = []) => testApp.database.db.$client.query(text, values);

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'cardbinder-web-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  testApp = await createTestApp({}, { webDist });
  const catalogue = await createCatalogue(testApp.database);
  base = catalogue.seriesSlugs.Base!;
  ids = {};
  for (const number of ['1', '2', '3', '4'])
    ids[number] = await cardId(testApp.database, catalogue.series.Base!, number);
  const contributor = await createUser(testApp.database);
  const picture = (card: string, status: string, image: string | null) =>
    query(
      `insert into card_images (card_id, side, contributor_id, status, source_hash, image_hash, width, height)
       values ($1, 'front', $2, $3, $4, $5, 600, 840)`,
      [ids[card], contributor.userId, status, hash(`s${card}`.slice(-1)), image],
    );
  await picture('1', 'approved', hash('a'));
  await picture('2', 'rejected', null);
  await picture('3', 'approved', hash('c'));
  await picture('4', 'approved', hash('d'));
  // the contributor withdraws card 3's picture: its row stays, no longer approved
  await query(`update card_images set status = 'withdrawn' where image_hash = $1`, [hash('c')]);
});
afterAll(async () => {
  await testApp?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const gridOf = (html: string) => /<div class="boot-grid"[^]*?<\/div><\/section>/.exec(html)?.[0];

describe("a series opened on its pictures: the grid's first tiles in the server's first screen", () => {
  it('lists the approved front thumbnails in the series order, first ones loaded at once; none withdrawn', async () => {
    const response = await get(`/series/${base}?view=pictures`);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('data-drawn=".card-image-grid--ready"');
    // above the grid, the Table/Pictures switch as the app draws it once the cards are in
    expect(html).toContain(
      '<div class="series-view" role="group" aria-label="Show cards as">' +
        '<button type="button" aria-pressed="false" class="toggle-button">Table</button>' +
        '<button type="button" aria-pressed="true" class="toggle-button">Pictures</button></div>' +
        '<div class="boot-grid"',
    );
    const grid = gridOf(html)!;
    expect(grid).toBeDefined();
    const labels = [...grid.matchAll(/class="boot-grid__label">([^<]*)</g)].map((match) => match[1]);
    expect(labels.slice(0, 4)).toEqual([
      '#1 Mike Trout',
      '#2 Julio Rodríguez',
      '#3 Shohei Ohtani',
      '#4 Mike Trout, Shohei Ohtani',
    ]);
    expect(labels).toHaveLength(8);
    const images = [...grid.matchAll(/<img src="([^"]+)"[^>]*alt="([^"]+)"/g)].map((match) => [
      match[1],
      match[2],
    ]);
    expect(images).toEqual([
      [cardImageFileUrl(hash('a'), 'thumb', 'jpg'), 'Front of 2023 Topps Series One Base #1 Mike Trout'],
      [
        cardImageFileUrl(hash('d'), 'thumb', 'jpg'),
        'Front of 2023 Topps Series One Base #4 Mike Trout, Shohei Ohtani',
      ],
    ]);
    expect(grid).not.toContain(hash('c'));
    expect(grid.match(/No Image/g)).toHaveLength(6);
    expect(grid).toContain(
      `srcset="${cardImageFileUrl(hash('a'), 'thumb', 'avif')} 240w, ${cardImageFileUrl(hash('a'), 'medium', 'avif')} 600w"`,
    );
    expect(grid).toMatch(
      /width="240" height="336" alt="Front of [^"]+#1[^"]*" loading="eager" fetchpriority="high"/,
    );
    expect(grid).toContain(`<a href="/card/${base}/1/mike-trout">`);
    // the first row's pictures are asked for from the head (before the route's module scripts, added after)
    const preloads = [
      ...html.matchAll(/<link rel="preload" as="image" type="image\/avif" imagesrcset="([^"]+)"/g),
    ];
    expect(preloads.map((match) => match[1]!.split(' ')[0])).toEqual([
      cardImageFileUrl(hash('a'), 'thumb', 'avif'),
    ]);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
    // the API the app then asks shows the same pictures
    const api = await get(`/api/card-images?card_ids=${ids['1']},${ids['2']},${ids['3']},${ids['4']}`);
    expect(Object.keys(api.json<{ images: object }>().images).map(Number).sort()).toEqual(
      [ids['1'], ids['4']].sort(),
    );
  });

  it('draws no pictures for the table view, a signed-in collector, or a series with no approved picture', async () => {
    const table = (await get(`/series/${base}`)).body;
    expect(table).toContain('<h1 class="detail-header__title">Base</h1>');
    expect(table).not.toContain('boot-grid');
    expect(table).not.toContain('series-view');
    // a signed-in collector's page puts their own controls above the grid: the app draws their pictures
    const signedIn = await testApp.app.inject({
      method: 'GET',
      url: `/series/${base}?view=pictures`,
      headers: { cookie: 'theme=dark; cb_signed_in=1' },
    });
    expect(signedIn.headers.vary).toBe('Cookie');
    expect(signedIn.body).toContain('<h1 class="detail-header__title">Base</h1>');
    expect(signedIn.body).not.toContain('boot-grid');
    expect(signedIn.body).not.toContain('data-drawn');
    expect(table).not.toContain('data-drawn');
    await query(`update card_images set status = 'withdrawn' where status = 'approved'`);
    const none = (await get(`/series/${base}?view=pictures`)).body;
    expect(none).toContain('<h1 class="detail-header__title">Base</h1>');
    expect(none).not.toContain('boot-grid');
    expect(none).not.toContain('series-view');
    expect(none).not.toContain('data-drawn');
  });
});
