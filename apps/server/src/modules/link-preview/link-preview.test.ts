import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_HERO } from '@cardbinder/shared';
import { createCatalogue } from '@/test/catalogue-factory';
import { createTestApp, type TestApp } from '@/test/test-app';

const INDEX = `<!doctype html><html><head>
<meta name="description" content="CardBinder: a sports trading card catalogue and collection manager." />
<title>CardBinder</title></head><body><div id="root"></div></body></html>`;

let testApp: TestApp;
let webDist: string;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'cardbinder-web-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
  writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"name":"CardBinder"}');
  writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => undefined);\n');
  testApp = await createTestApp({}, { webDist });
  catalogue = await createCatalogue(testApp.database);
});
afterAll(async () => {
  await testApp?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url });
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('pages served with their own title, description and link preview', () => {
  it('serves robots.txt and the web manifest as themselves, not as the app page', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Disallow: /api/');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toEqual({ name: 'CardBinder' });
  });

  it('serves the service worker as a script browsers revalidate, allowed by the CSP; a missing script is a 404', async () => {
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-security-policy']).toContain("worker-src 'self'");
    expect((await get('/manifest.webmanifest')).headers['cache-control']).toBe('no-cache');
    for (const url of ['/workbox-0a1b2c3d.js', '/assets/gone-0a1b2c.js', '/icon-999.png']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('lets the browser cache keep API answers apart by session token', async () => {
    const response = await get('/api/auth/profile');
    expect(response.headers['vary']).toMatch(/authorization/i);
  });

  it('writes Open Graph tags for a player, a set, a series and a card from the catalogue', async () => {
    const base = catalogue.seriesSlugs.Base!;
    const pages: [string, string, RegExp][] = [
      ['/players/mike-trout', 'Mike Trout - CardBinder', /^Mike Trout: \d+ cards by set and series/],
      [`/sets/2023/${catalogue.setSlug}`, '2023 Topps Series One - CardBinder', /: \d+ cards in 3 series/],
      [`/series/${base}`, 'Base - CardBinder', /^Base, a series of 2023 Topps Series One: \d+ cards/],
      [
        `/card/${base}/4/mike-trout`,
        '#4 Mike Trout, Shohei Ohtani - 2023 Topps Series One - CardBinder',
        /#4 Mike Trout/,
      ],
    ];
    for (const [url, title, description] of pages) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const html = response.body;
      expect(html).toContain(`<title>${title.replace(/"/g, '&quot;')}</title>`);
      expect(metaContent(html, 'og:title'), url).toBe(title);
      expect(metaContent(html, 'og:description'), url).toMatch(description);
      expect(metaContent(html, 'description'), url).toBe(metaContent(html, 'og:description'));
      expect(metaContent(html, 'og:url')).toBe(`http://cardbinder.test${url}`);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    }
  });

  it('titles the fixed screens without Open Graph and leaves unknown addresses to the app', async () => {
    const players = (await get('/players')).body;
    expect(players).toContain('<title>Players - CardBinder</title>');
    expect(metaContent(players, 'og:title')).toBeUndefined();
    for (const url of ['/players/nobody-at-all', '/sets/abcd/x', '/some-user']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>CardBinder</title>');
    }
  });

  it("draws a page's header and heading into the page, the app held hidden until it has drawn its own", async () => {
    const base = catalogue.seriesSlugs.Base!;
    const shellOf = (html: string) =>
      /<div id="boot-shell"[^]*?<\/main><\/div><div id="root" hidden><\/div>/.exec(html)?.[0];
    const pages: [string, string, string | null][] = [
      ['/players/mike-trout', '<h1>Mike Trout</h1>', null],
      [`/sets/2023/${catalogue.setSlug}`, '<h1>2023 Topps Series One</h1>', null],
      [
        `/series/${base}`,
        '<h1 class="detail-header__title">Base</h1>',
        `<a class="back-link" href="/sets/2023/${catalogue.setSlug}"><svg`,
      ],
      [`/card/${base}/4`, '<h1>#4 Mike Trout, Shohei Ohtani</h1>', null],
      ['/players', '<h1>Players</h1>', null],
      ['/sets', '<h1>Sets &amp; Series</h1>', null],
      ['/search?q=trout', '<h1>Search</h1>', null],
    ];
    for (const [url, heading, backLink] of pages) {
      const shell = shellOf((await get(url)).body);
      expect(shell, url).toContain(heading);
      expect(shell, url).toContain('<a class="site-nav__link" href="/players">Players</a>');
      if (backLink) expect(shell, url).toContain(backLink);
    }
    // a series: its strip, set line, counts and the closed list of its family, as the app's page draws them
    const seriesPage = await get(`/series/${base}`);
    const series = shellOf(seriesPage.body)!;
    // the strips' style attributes, and no other inline style, are allowed by their hashes
    const styleSrc = String(seriesPage.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('style-src'));
    const hashOf = (style: string) => `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
    expect(styleSrc).toBe(
      `style-src 'self' 'unsafe-hashes' ${hashOf('--strip-bg:#3b82f6;--strip-text:#000000')} ${hashOf('--strip-bg:#d4af37;--strip-text:#000000')}`,
    );
    expect(String((await get('/players/mike-trout')).headers['content-security-policy'])).not.toContain(
      'unsafe-hashes',
    );
    expect(series).toContain('</svg>2023 Topps Series One</a>');
    expect(series).toContain(
      '<span class="series-strip series-strip--lg" style="--strip-bg:#3b82f6;--strip-text:#000000">BASE</span>',
    );
    expect(series).toContain('<p class="detail-header__sub">2023 Topps Series One</p>');
    expect(series).toContain(
      '<dl class="count-list"><div><dt>Cards</dt><dd>8</dd></div><div><dt>Rookies</dt><dd>1</dd></div></dl>',
    );
    expect(series).toMatch(/<summary class="btn btn--secondary btn--sm">1 related parallel<svg/);
    expect(series).toContain(
      '<a class="related-parallels__link" href="/sets/2023/topps-series-one/2023-topps-series-one-gold">' +
        '<span class="series-strip series-strip--sm" style="--strip-bg:#d4af37;--strip-text:#000000">Gold /2023</span>' +
        '<span>Gold</span><span class="related-parallels__count">8 cards</span></a>',
    );
    // a parallel names its parent
    const gold = shellOf((await get('/series/2023-topps-series-one-gold')).body)!;
    expect(gold).toContain('<p class="detail-header__sub">2023 Topps Series One · Parallel of Base</p>');
    expect(gold).toContain('>BASE</span><span>Base</span>');
    // the home page: its hero's heading and lead, as the app draws them
    const home = shellOf((await get('/')).body);
    expect(home).toContain(
      `<section class="hero"><h1 class="hero__title">${HOME_HERO.title}</h1><p class="hero__lead">${HOME_HERO.lead}</p>`,
    );
    for (const url of ['/auth/login', '/players/nobody-at-all', '/some-user']) {
      const page = (await get(url)).body;
      expect(page, url).toContain('<div id="root"></div>');
      expect(page, url).not.toContain('boot-shell');
    }
  });

  it('escapes catalogue text written into the page', async () => {
    await testApp.database.db.$client.query(
      `update players set last_name = 'Trout"><script>x</script>' where slug = 'mike-trout'`,
    );
    const html = (await get('/players/mike-trout')).body;
    expect(html).not.toContain('<script>x</script>');
    expect(html).toContain('Trout&quot;&gt;&lt;script&gt;');
    expect(html).toContain('<h1>Mike Trout&quot;&gt;&lt;script&gt;');
    // replacement patterns in catalogue text are written as they are
    await testApp.database.db.$client.query(
      `update players set last_name = 'Tr$&ut' where slug = 'mike-trout'`,
    );
    expect((await get('/players/mike-trout')).body).toContain('>Mike Tr$&amp;ut</h1>');
  });
});
