import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (apps/web/dist/.vite/manifest.json), keyed by source file. */
interface ManifestChunk {
  file: string;
  imports?: string[];
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

/** The chunk files a manifest entry loads: its own and every static import's, depth first. */
function chunkFiles(manifest: BuildManifest, key: string, into: Set<string>, skip: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || skip.has(chunk.file) || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into, skip);
}

/**
 * The scripts a public page's first render imports, for `<link rel="modulepreload">` tags in its HTML. Without
 * them Vite's loader appends one such tag per chunk from script when the router loads the screen, one DOM
 * insertion at a time: ~60 of them for the series page, 0.4 s of a throttled phone's main thread in one task.
 * Listed in the page, the browser fetches them while it parses the HTML and the loader finds them there.
 */
export function routePreloads(manifest: BuildManifest): (pathname: string) => string[] {
  const inPage = new Set<string>();
  chunkFiles(manifest, ENTRY, inPage, new Set());
  const cache = new Map<string, string[]>();
  return (pathname) => {
    const address = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const screen = SCREENS.find(([pattern]) => pattern.test(address))?.[1];
    if (!screen) return [];
    const cached = cache.get(screen);
    if (cached) return cached;
    const files = new Set<string>();
    const keys = [APP, `src/app/routes/public/${screen}.tsx`, ...(screen === 'home' ? [] : [HEADER_SEARCH])];
    for (const key of keys) chunkFiles(manifest, key, files, inPage);
    const hrefs = [...files].map((file) => `/${file}`);
    cache.set(screen, hrefs);
    return hrefs;
  };
}

/** The build manifest beside the web app, or none (a server run without a built app, tests). */
export function readBuildManifest(webDist: string): BuildManifest {
  const file = path.join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : {};
}

/** The page with a modulepreload tag for each script, at the end of its head. */
export function withModulePreloads(html: string, hrefs: readonly string[]): string {
  if (hrefs.length === 0) return html;
  const tags = hrefs.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('\n    ');
  return html.replace('</head>', () => `  ${tags}\n  </head>`);
}
