import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';

/**
 * One chunk for the app code the public catalogue screens share (a codeSplitting group in vite.config.ts).
 *
 * Left to the automatic splitting, the modules the players, player, set, series, card and search screens share
 * became ~50 chunks of 0.1–4 KB, one for each combination of screens importing them: the series page listed 60
 * scripts. Over HTTP/1.1 (six connections to the host) on a slow phone network each is a round trip of its own,
 * and Lighthouse counts every one a page starts before its first paint. Grouped, a catalogue page loads the shell,
 * its screen and this chunk.
 *
 * The group takes the app modules (apps/web/src, packages/shared/src) that a catalogue screen imports statically,
 * directly or not, and that the app shell and the home screen do not: those stay in the home page's chunks, so the
 * home page never downloads catalogue code. What a screen imports lazily (dialogs, the photo editor, the add-card
 * form) keeps its own chunks. Imports are followed by name through re-exporting modules (a feature's index.ts,
 * the shared package's index): importing one hook from a feature does not count the feature's other modules,
 * as the build's tree shaking does not load them.
 */

/** The screens a visitor reaches from the header and the catalogue, relative to apps/web/src. */
const CATALOGUE_ROOTS = [
  'app/routes/public/players.tsx',
  'app/routes/public/teams.tsx',
  'app/routes/public/sets.tsx',
  'app/routes/public/sets-year.tsx',
  'app/routes/public/card-detail.tsx',
  'app/routes/public/search.tsx',
  'app/layout/header-search.tsx',
];
/** The catalogue screens with card tables: what only they use (the table code) is a chunk of its own. */
const TABLE_ROOTS = [
  'app/routes/public/player-detail.tsx',
  'app/routes/public/team-detail.tsx',
  'app/routes/public/set-detail.tsx',
  'app/routes/public/series-detail.tsx',
];
/** What every page loads before its screen (the entry, the app shell) and the home screen. */
const SHELL_ROOTS = ['main.tsx', 'app/start-app.tsx', 'app/routes/public/home.tsx'];

const SCRIPT = /\.[cm]?[jt]sx?$/;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

interface Link {
  /** the imported module's file */
  file: string;
  /** the names taken from it; null for all of them (a namespace import, a bare import) */
  names: string[] | null;
}
interface ModuleShape {
  /** only re-exports: a name's own module is what an import through it loads */
  barrel: boolean;
  /** the names the module itself declares and exports */
  own: Set<string>;
  imports: Link[];
  /** export { a as b } from './x': b → (x, a); export * from './x': '*' */
  reexports: { file: string; from: string | null; as: string | null }[];
}

export function createModuleGraph(src: string, sharedSrc: string) {
  const shapes = new Map<string, ModuleShape | null>();
  const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
  const resolve = (from: string, spec: string): string | null => {
    let base: string;
    if (spec.startsWith('@/')) base = path.join(src, spec.slice(2));
    else if (spec === '@cardbinder/shared') base = path.join(sharedSrc, 'index.ts');
    else if (spec.startsWith('@cardbinder/shared/')) base = path.join(sharedSrc, spec.slice(19));
    else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
    else return null;
    for (const extension of EXTENSIONS) {
      const file = base + extension;
      if (SCRIPT.test(file) && isFile(file)) return file;
    }
    return null;
  };

  const shapeOf = (file: string): ModuleShape | null => {
    if (shapes.has(file)) return shapes.get(file)!;
    const { module } = parseSync(file, readFileSync(file, 'utf8'));
    const shape: ModuleShape = { barrel: true, own: new Set(), imports: [], reexports: [] };
    for (const statement of module.staticImports) {
      const target = resolve(file, statement.moduleRequest.value);
      if (!target) continue;
      const values = statement.entries.filter((entry) => !entry.isType);
      if (statement.entries.length > 0 && values.length === 0) continue;
      shape.barrel = false;
      const names = values.map((entry) =>
        entry.importName.kind === 'Name' ? entry.importName.name! : entry.importName.kind,
      );
      shape.imports.push({
        file: target,
        names: names.length === 0 || names.includes('NamespaceObject') ? null : names,
      });
    }
    for (const statement of module.staticExports)
      for (const entry of statement.entries) {
        if (entry.isType) continue;
        const exported = entry.exportName.kind === 'Default' ? 'default' : entry.exportName.name;
        if (!entry.moduleRequest) {
          shape.barrel = false;
          if (exported) shape.own.add(exported);
          continue;
        }
        const target = resolve(file, entry.moduleRequest.value);
        if (!target) continue;
        const all = entry.importName.kind === 'All' || entry.importName.kind === 'AllButDefault';
        shape.reexports.push({
          file: target,
          from: all ? null : entry.importName.name,
          as: all ? null : exported,
        });
      }
    // a module with code of its own but no import or local export (a side-effect module) is not a barrel either
    if (shape.barrel && module.staticExports.length === 0) shape.barrel = false;
    shapes.set(file, shape);
    return shape;
  };

  /** Every module file that importing these files (all their names) loads. */
  const reachable = (roots: readonly string[]): Set<string> => {
    const loaded = new Set<string>();
    const seenNames = new Set<string>();
    const queue: { file: string; names: string[] | null; star?: boolean }[] = roots.map((file) => ({
      file,
      names: null,
    }));
    while (queue.length > 0) {
      const { file, names, star } = queue.pop()!;
      const shape = shapeOf(file);
      if (!shape) continue;
      if (!shape.barrel) {
        // reached by `export *` for names it does not declare: not loaded for them
        if (star && names && !names.some((name) => shape.own.has(name))) continue;
        if (loaded.has(file)) continue;
        loaded.add(file);
        for (const link of shape.imports) queue.push(link);
        for (const reexport of shape.reexports) queue.push({ file: reexport.file, names: null });
        continue;
      }
      for (const name of names ?? ['*']) {
        const key = `${file}\0${name}`;
        if (seenNames.has(key)) continue;
        seenNames.add(key);
        for (const reexport of shape.reexports) {
          if (reexport.as === null)
            queue.push({ file: reexport.file, names: name === '*' ? null : [name], star: true });
          else if (name === '*' || reexport.as === name)
            queue.push({ file: reexport.file, names: name === '*' ? null : [reexport.from ?? name] });
        }
      }
    }
    return loaded;
  };
  return { reachable };
}

/**
 * A group `name` function: 'catalogue' for a module the catalogue screens share, 'card-tables' for one only the
 * card table screens use, null for any other. The graph is read once, on the first call.
 */
export function catalogueChunks(src: string, sharedSrc: string) {
  let groups: Map<string, string> | undefined;
  return (id: string): string | null => {
    if (!groups) {
      const { reachable } = createModuleGraph(src, sharedSrc);
      const at = (file: string) => path.join(src, file);
      const shell = reachable(SHELL_ROOTS.map(at));
      const roots = new Set([...CATALOGUE_ROOTS, ...TABLE_ROOTS].map(at));
      const catalogue = reachable(CATALOGUE_ROOTS.map(at));
      groups = new Map();
      for (const file of reachable([...roots])) {
        if (shell.has(file) || roots.has(file)) continue;
        groups.set(file, catalogue.has(file) ? 'catalogue' : 'card-tables');
      }
    }
    return groups.get(id) ?? null;
  };
}
