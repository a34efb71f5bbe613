import { describe, expect, it } from 'vitest';
import { routePreloads, withModulePreloads, type BuildManifest } from './route-preloads';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_token-storage-1.js'] },
  '_token-storage-1.js': { file: 'assets/token-storage-1.js' },
  'src/app/start-app.tsx': { file: 'assets/start-app-1.js', imports: ['_react-1.js', 'index.html'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/app/layout/header-search.tsx': { file: 'assets/header-search-1.js', imports: ['_react-1.js'] },
  'src/app/routes/public/series-detail.tsx': {
    file: 'assets/series-detail-1.js',
    imports: ['_card-table-1.js', '_react-1.js'],
  },
  '_card-table-1.js': { file: 'assets/card-table-1.js', imports: ['_zod-1.js', '_token-storage-1.js'] },
  '_zod-1.js': { file: 'assets/zod-1.js' },
  'src/app/routes/public/home.tsx': { file: 'assets/home-1.js', imports: ['_react-1.js'] },
};

describe('routePreloads', () => {
  const preloadsOf = routePreloads(manifest);

  it("lists the app's code and the screen's chunks with every chunk they import, once each", () => {
    const expected = [
      '/assets/start-app-1.js',
      '/assets/react-1.js',
      '/assets/series-detail-1.js',
      '/assets/card-table-1.js',
      '/assets/zod-1.js',
      '/assets/header-search-1.js',
    ];
    expect(preloadsOf('/sets/2008/donruss-opening-day/2008-donruss-opening-day-base-1')).toEqual(expected);
    expect(preloadsOf('/series/2008-donruss-opening-day-base-1/')).toEqual(expected);
  });

  it('leaves out what the page loads already, and the header search on the home page', () => {
    expect(preloadsOf('/')).toEqual(['/assets/start-app-1.js', '/assets/react-1.js', '/assets/home-1.js']);
  });

  it('lists nothing for an address that is not a public screen, or without a build', () => {
    expect(preloadsOf('/collection')).toEqual([]);
    expect(routePreloads({})('/players')).toEqual([]);
  });
});

describe('withModulePreloads', () => {
  it('adds one modulepreload tag per script at the end of the head', () => {
    const html = withModulePreloads('<html><head><title>x</title></head><body></body></html>', [
      '/assets/a.js',
    ]);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/a.js">\n  </head>');
    expect(withModulePreloads('<head></head>', [])).toBe('<head></head>');
  });
});
