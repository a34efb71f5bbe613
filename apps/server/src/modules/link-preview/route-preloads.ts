import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (apps/web/dist/.vite/manifest.json), keyed by source file. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

const ENTRY = 'index.html';
/** The app's code, which main.tsx imports on every page. */
const APP = 'src/app/start-app.tsx';
/** The header's search box, drawn on every page but home. */
const HEADER_SEARCH = 'src/app/layout/header-search.tsx';

/** The public screens by address, as apps/web/src/app/routes/public/routes.tsx maps them. */
const SCREENS: readonly (readonly [RegExp, string])[] = [
  [/^\/(home)?$/, 'home'],
  [/^\/players$/, 'players'],
  [/^\/players\/[^/]+(\/[^/]+)?$/, 'player-detail'],
  [/^\/teams$/, 'teams'],
  [/^\/teams\/[^/]+$/, 'team-detail'],
  [/^\/sets$/, 'sets'],
  [/^\/sets\/[^/]+$/, 'sets-year'],
  [/^\/sets\/[^/]+\/[^/]+$/, 'set-detail'],
  [/^\/(sets\/[^/]+\/[^/]+|series)\/[^/]+$/, 'series-detail'],
  [/^\/(sets\/[^/]+\/[^/]+\/[^/]+|card\/[^/]+\/[^/]+)\/[^/]+$/, 'card-detail'],
  [/^\/search$/, 'search'],
];

/** The scripts a page lists in its head and the stylesheets at the end of its body. */
export interface PagePreloads {
  scripts: string[];
  styles: string[];
}

interface Files {
  scripts: Set<string>;
  styles: Set<string>;
}

/** The files a manifest entry loads: its own chunk and stylesheets and every static import's, depth first. */
function chunkFiles(manifest: BuildManifest, key: string, into: Files, skip: Files): void {
  const chunk = manifest[key];
  if (!chunk || skip.scripts.has(chunk.file) || into.scripts.has(chunk.file)) return;
  into.scripts.add(chunk.file);
  for (const style of chunk.css ?? []) if (!skip.styles.has(style)) into.styles.add(style);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into, skip);
}

const noFiles = (): Files => ({ scripts: new Set(), styles: new Set() });
const NONE: PagePreloads = { scripts: [], styles: [] };

/**
 * The scripts a public page's first render imports, for `<link rel="modulepreload">` tags in its HTML. Without
 * them Vite's loader appends one such tag per chunk from script when the router loads the screen, one DOM
 * insertion at a time: ~60 of them for the series page, 0.4 s of a throttled phone's main thread in one task.
 * Listed in the page, the browser fetches them while it parses the HTML and the loader finds them there.
 */
export function routePreloads(manifest: BuildManifest): (pathname: string) => PagePreloads {
  const inPage = noFiles();
  chunkFiles(manifest, ENTRY, inPage, noFiles());
  const cache = new Map<string, PagePreloads>();
  return (pathname) => {
    const address = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const screen = SCREENS.find(([pattern]) => pattern.test(address))?.[1];
    if (!screen) return NONE;
    const cached = cache.get(screen);
    if (cached) return cached;
    const files = noFiles();
    const keys = [APP, `src/app/routes/public/${screen}.tsx`, ...(screen === 'home' ? [] : [HEADER_SEARCH])];
    for (const key of keys) chunkFiles(manifest, key, files, inPage);
    const preloads = {
      scripts: [...files.scripts].map((file) => `/${file}`),
      styles: [...files.styles].map((file) => `/${file}`),
    };
    cache.set(screen, preloads);
    return preloads;
  };
}

/** The build manifest beside the web app, or none (a server run without a built app, tests). */
export function readBuildManifest(webDist: string): BuildManifest {
  const file = path.join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : {};
}

/**
 * The page with a modulepreload tag for each script at the end of its head, and the screen's stylesheets at the
 * end of its body. Vite's loader would otherwise append those stylesheets from script when the router loads the
 * screen (and the page would restyle when they arrive), ~0.1 s of a throttled phone's main thread and a restyle; at the end of
 * the body they load beside the scripts without holding up the first screen drawn above them, and the loader
 * finds them there.
 */
export function withPreloads(html: string, { scripts, styles }: PagePreloads): string {
  const tags = (hrefs: readonly string[], tag: (href: string) => string) => hrefs.map(tag).join('\n    ');
  let page = html;
  if (scripts.length > 0)
    page = page.replace(
      '</head>',
      () =>
        `  ${tags(scripts, (href) => `<link rel="modulepreload" crossorigin href="${href}">`)}\n  </head>`,
    );
  if (styles.length > 0)
    page = page.replace(
      '</body>',
      () => `  ${tags(styles, (href) => `<link rel="stylesheet" crossorigin href="${href}">`)}\n  </body>`,
    );
  return page;
}
