/**
 * The import graph of a source tree, read with the TypeScript parser (no type checking, so a whole app reads in
 * about a second, where eslint-plugin-import-x's no-cycle resolves every file through the type checker), its
 * cycles, and the direction rules of the server (docs/architecture.md, "Direction").
 *
 *   npx tsx scripts/import-graph.ts [apps/server/src]   prints the cycles and the rule violations
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export interface ImportEdge {
  from: string;
  to: string;
  /** `import type` / `export type`: no code runs, but the dependency is real */
  typeOnly: boolean;
}

export interface ImportGraph {
  root: string;
  files: string[];
  edges: ImportEdge[];
}

const SOURCE = /\.(ts|tsx)$/;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listSources(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveFile(base: string): string | undefined {
  const stripped = base.replace(/\.(js|mjs|ts|tsx)$/, '');
  for (const candidate of [base, ...EXTENSIONS.map((extension) => stripped + extension)]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && SOURCE.test(candidate)) return candidate;
  }
  return undefined;
}

/** The module specifiers a file imports, re-exports or loads lazily, with whether only types come through. */
export function importsOf(path: string, text: string): { specifier: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly =
        node.isTypeOnly ||
        (!!node.exportClause &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((element) => element.isTypeOnly));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every file under `root` (an app's src folder, `@/` meaning that folder) and its imports inside `root`. */
export function readImportGraph(root: string): ImportGraph {
  const absoluteRoot = resolve(root);
  const files = listSources(absoluteRoot);
  const edges: ImportEdge[] = [];
  for (const file of files) {
    for (const { specifier, typeOnly } of importsOf(file, readFileSync(file, 'utf8'))) {
      const base = specifier.startsWith('@/')
        ? join(absoluteRoot, specifier.slice(2))
        : specifier.startsWith('.')
          ? resolve(dirname(file), specifier)
          : undefined;
      const target = base && resolveFile(base);
      if (target && target.startsWith(absoluteRoot)) {
        edges.push({ from: relative(absoluteRoot, file), to: relative(absoluteRoot, target), typeOnly });
      }
    }
  }
  return { root: absoluteRoot, files: files.map((file) => relative(absoluteRoot, file)), edges };
}

/**
 * The graph's cycles, one per strongly connected component of more than one file (or a file importing
 * itself), each given as the files of the component. Type-only edges count: a type cycle still ties the files.
 */
export function findCycles(graph: Pick<ImportGraph, 'edges'>): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of graph.edges) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  // Tarjan's algorithm, iterative so a deep tree cannot overflow the stack
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  const nodes = new Set([...graph.edges.map((edge) => edge.from), ...graph.edges.map((edge) => edge.to)]);
  for (const start of nodes) {
    if (index.has(start)) continue;
    const work: { node: string; child: number }[] = [{ node: start, child: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const children = next.get(frame.node) ?? [];
      if (frame.child < children.length) {
        const child = children[frame.child++]!;
        if (!index.has(child)) {
          index.set(child, counter);
          low.set(child, counter++);
          stack.push(child);
          onStack.add(child);
          work.push({ node: child, child: 0 });
        } else if (onStack.has(child)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(child)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = children.includes(frame.node);
        if (component.length > 1 || selfLoop) components.push(component.sort());
      }
    }
  }
  return components;
}

/** A direction rule: files matching `from` may not import files matching `to`. */
export interface DirectionRule {
  name: string;
  from: RegExp;
  to: RegExp;
  /** imports allowed despite the rule (a file's own folder, say), tested on the edge */
  unless?: (edge: ImportEdge) => boolean;
}

const moduleOf = (path: string) => /^modules\/([^/]+)\//.exec(path)?.[1];

/**
 * The part of an app a file belongs to: its server module or web feature ("modules/search", "features/auth"),
 * else its top folder ("lib"), or the file itself.
 */
export const partOf = (path: string) => {
  const feature = /^(modules|features)\/([^/]+)\//.exec(path);
  if (feature) return `${feature[1]}/${feature[2]}`;
  const slash = path.indexOf('/');
  return slash < 0 ? path : path.slice(0, slash);
};

const BELOW_MODULES = /^(lib|db|events|jobs|plugins)\//;

/**
 * The server's layers, lowest first: lib and db; the event kernel and the job queue; plugins (the HTTP
 * machinery routes are declared with: endpoint registration, the auth guard, file storage); the modules
 * (features, which reach each other through their index); services.ts, server.ts and the entry points that
 * wire them. An arrow may only point down; tests and the command-line tools stand outside the layers.
 */
export const SERVER_DIRECTION_RULES: DirectionRule[] = [
  { name: 'lib imports nothing of the app above it', from: /^lib\//, to: /^(modules|plugins|events|jobs)\// },
  { name: 'db imports no module, plugin or event', from: /^db\//, to: /^(modules|plugins|events)\// },
  {
    name: 'the event kernel imports no module (modules register their subscribers)',
    from: /^events\//,
    to: /^(modules|plugins)\//,
  },
  { name: 'the job queue imports no module', from: /^jobs\//, to: /^(modules|plugins|events)\// },
  {
    name: 'plugins import no module (what they need is passed in)',
    from: /^plugins\//,
    to: /^(modules|events)\//,
  },
  {
    name: 'nothing below the modules imports the wiring',
    from: BELOW_MODULES,
    to: /^(services|server|main|worker-main|context)\.ts$/,
  },
  {
    name: 'a module imports the event kernel only through its index (@/events)',
    from: /^modules\//,
    to: /^events\/(?!index\.ts$)/,
  },
  {
    name: 'a module uses only the route-facing plugins (endpoints, auth guard, storage)',
    from: /^modules\//,
    to: /^plugins\/(?!(endpoints|auth|storage)\.ts$)/,
  },
  {
    name: 'a module does not import the wiring',
    from: /^modules\//,
    to: /^(services|server|main|worker-main|context)\.ts$/,
  },
  {
    name: 'a module imports another module only through its index',
    from: /^modules\//,
    to: /^modules\/[^/]+\/(?!index\.ts$)/,
    unless: (edge) => moduleOf(edge.from) === moduleOf(edge.to),
  },
];

const isOutsideLayers = (path: string) => /(^|\/)test\/|\.test\.tsx?$|^cli\//.test(path);

/** The edges that break a rule, as "rule: from → to". */
export function directionViolations(graph: Pick<ImportGraph, 'edges'>, rules: DirectionRule[]): string[] {
  return graph.edges.flatMap((edge) =>
    isOutsideLayers(edge.from)
      ? []
      : rules
          .filter((rule) => rule.from.test(edge.from) && rule.to.test(edge.to) && !rule.unless?.(edge))
          .map((rule) => `${rule.name}: ${edge.from} → ${edge.to}`),
  );
}

/** The import graph of the parts (modules, folders): one edge per pair of parts a file import joins. */
export function partGraph(graph: Pick<ImportGraph, 'edges'>, partOf: (path: string) => string): ImportEdge[] {
  const seen = new Set<string>();
  return graph.edges.flatMap((edge) => {
    if (isOutsideLayers(edge.from) || isOutsideLayers(edge.to)) return [];
    const from = partOf(edge.from);
    const to = partOf(edge.to);
    const key = `${from} ${to}`;
    if (from === to || seen.has(key)) return [];
    seen.add(key);
    return [{ from, to, typeOnly: false }];
  });
}

/**
 * The cycles that matter: among files, those code runs through (an `import type` cycle inside one part is
 * only declarations, as import-x/no-cycle sees it too); among parts (modules and folders), every import,
 * types included, since a cycle between two modules ties them together whatever crosses it.
 */
export function importCycles(graph: ImportGraph, partOf: (path: string) => string) {
  return {
    files: findCycles({ edges: graph.edges.filter((edge) => !edge.typeOnly) }),
    parts: findCycles({ edges: partGraph(graph, partOf) }),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? 'apps/server/src';
  const started = performance.now();
  const graph = readImportGraph(root);
  const { files, parts } = importCycles(graph, partOf);
  const cycles = [...files, ...parts];
  const violations = root.includes('apps/server') ? directionViolations(graph, SERVER_DIRECTION_RULES) : [];
  const ms = Math.round(performance.now() - started);
  console.log(`${graph.files.length} files, ${graph.edges.length} imports read in ${ms} ms`);
  for (const cycle of cycles) console.log(`cycle (${cycle.length} files): ${cycle.join(', ')}`);
  for (const violation of violations) console.log(violation);
  if (cycles.length || violations.length) process.exitCode = 1;
}
