import { describe, expect, it } from 'vitest';
import { routePreloads, withPreloads, type BuildManifest } from './route-preloads';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_token-storage-1.js'], css: ['assets/index-1.css'] },
  '_token-storage-1.js': { file: 'assets/token-storage-1.js' },
  'src/app/start-app.tsx': { file: 'assets/start-app-1.js', imports: ['_react-1.js', 'index.html'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/app/layout/header-search.tsx': { file: 'assets/header-search-1.js', imports: ['_react-1.js'] },
  'src/app/routes/public/series-detail.tsx': {
    file: 'assets/series-detail-1.js',
    imports: ['_card-table-1.js', '_react-1.js'],
    css: ['assets/series-detail-1.css'],
  },
  '_card-table-1.js': {
    file: 'assets/card-table-1.js',
    imports: ['_zod-1.js', '_token-storage-1.js'],
    css: ['assets/card-table-1.css', 'assets/index-1.css'],
  },
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
    const styles = ['/assets/series-detail-1.css', '/assets/card-table-1.css'];
    expect(preloadsOf('/sets/2008/donruss-opening-day/2008-donruss-opening-day-base-1')).toEqual({
      scripts: expected,
      styles,
    });
    expect(preloadsOf('/series/2008-donruss-opening-day-base-1/')).toEqual({ scripts: expected, styles });
  });

  it('leaves out what the page loads already, and the header search on the home page', () => {
    expect(preloadsOf('/')).toEqual({
      scripts: ['/assets/start-app-1.js', '/assets/react-1.js', '/assets/home-1.js'],
      styles: [],
    });
  });

  it('lists nothing for an address that is not a public screen, or without a build', () => {
    expect(preloadsOf('/collection')).toEqual({ scripts: [], styles: [] });
    expect(routePreloads({})('/players')).toEqual({ scripts: [], styles: [] });
  });
});

describe('withPreloads', () => {
  it("adds a modulepreload tag per script at the end of the head and the screen's stylesheets at the end of the body", () => {
    const html = withPreloads('<html><head><title>x</title></head><body><main></main></body></html>', {
      scripts: ['/assets/a.js'],
      styles: ['/assets/a.css'],
    });
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/a.js">\n  </head>');
    expect(html).toContain(
      '<main></main>  <link rel="stylesheet" crossorigin href="/assets/a.css">\n  </body>',
    );
    expect(withPreloads('<head></head>', { scripts: [], styles: [] })).toBe('<head></head>');
  });
});
