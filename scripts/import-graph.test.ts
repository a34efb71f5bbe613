import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  directionViolations,
  findCycles,
  importCycles,
  importsOf,
  partOf,
  readImportGraph,
  SERVER_DIRECTION_RULES,
  type ImportEdge,
} from './import-graph';

const root = (app: string) => fileURLToPath(new URL(`../apps/${app}/src`, import.meta.url));
const edge = (from: string, to: string, typeOnly = false): ImportEdge => ({ from, to, typeOnly });

describe('import graph: the checker', () => {
  it('reads imports, re-exports and lazy imports, and tells type-only ones apart', () => {
    const found = importsOf(
      'x.ts',
      "import { a } from './a';\nimport type { B } from './b';\nimport { type C } from './c';\n" +
        "export { d } from './d';\nexport type { E } from './e';\nconst f = () => import('./f');\n",
    );
    expect(found).toEqual([
      { specifier: './a', typeOnly: false },
      { specifier: './b', typeOnly: true },
      { specifier: './c', typeOnly: true },
      { specifier: './d', typeOnly: false },
      { specifier: './e', typeOnly: true },
      { specifier: './f', typeOnly: false },
    ]);
  });

  it('finds a cycle and nothing in a graph without one', () => {
    expect(findCycles({ edges: [edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'd')] })).toEqual([
      ['a', 'b', 'c'],
    ]);
    expect(findCycles({ edges: [edge('a', 'b'), edge('b', 'c'), edge('a', 'c')] })).toEqual([]);
  });

  it('lets a type-only cycle inside one module pass, but not one between two modules', () => {
    const inside = {
      root: '',
      files: [],
      edges: [edge('modules/a/x.ts', 'modules/a/y.ts', true), edge('modules/a/y.ts', 'modules/a/x.ts')],
    };
    expect(importCycles(inside, partOf)).toEqual({ files: [], parts: [] });
    const across = {
      root: '',
      files: [],
      edges: [
        edge('modules/a/x.ts', 'modules/b/index.ts', true),
        edge('modules/b/index.ts', 'modules/a/index.ts'),
      ],
    };
    expect(importCycles(across, partOf).parts).toEqual([['modules/a', 'modules/b']]);
  });

  it('flags every upward arrow and passes the downward ones', () => {
    const violations = directionViolations(
      {
        edges: [
          edge('lib/item-sql.ts', 'modules/catalogue/index.ts'),
          edge('events/event-bus.ts', 'modules/search/index.ts'),
          edge('plugins/auth.ts', 'modules/auth/index.ts'),
          edge('jobs/worker.ts', 'modules/search/index.ts'),
          edge('modules/search/search.service.ts', 'events/event-bus.ts'),
          edge('modules/search/search.service.ts', 'plugins/errors.ts'),
          edge('modules/search/search.service.ts', 'services.ts'),
          edge('modules/search/search.service.ts', 'modules/catalogue/name-keys.ts'),
          // allowed: down, through the index, inside a module, from tests and command-line tools
          edge('modules/search/search.routes.ts', 'plugins/endpoints.ts'),
          edge('modules/search/search.service.ts', 'events/index.ts'),
          edge('modules/search/search.service.ts', 'modules/catalogue/index.ts'),
          edge('modules/search/search.service.ts', 'modules/search/search-sql.ts'),
          edge('services.ts', 'modules/search/index.ts'),
          edge('plugins/auth.ts', 'lib/session-user.ts'),
          edge('modules/search/search.test.ts', 'services.ts'),
          edge('cli/ingest.ts', 'services.ts'),
        ],
      },
      SERVER_DIRECTION_RULES,
    );
    expect(violations.map((violation) => violation.split(': ')[1])).toEqual([
      'lib/item-sql.ts → modules/catalogue/index.ts',
      'events/event-bus.ts → modules/search/index.ts',
      'plugins/auth.ts → modules/auth/index.ts',
      'jobs/worker.ts → modules/search/index.ts',
      'modules/search/search.service.ts → events/event-bus.ts',
      'modules/search/search.service.ts → plugins/errors.ts',
      'modules/search/search.service.ts → services.ts',
      'modules/search/search.service.ts → modules/catalogue/name-keys.ts',
    ]);
  });
});

describe('import graph: the tree', () => {
  const server = readImportGraph(root('server'));

  it('the server has no import cycle, between files or between modules', () => {
    expect(server.files.length).toBeGreaterThan(300);
    expect(importCycles(server, partOf)).toEqual({ files: [], parts: [] });
  });

  it('every arrow of the server points down (lib, db → events, jobs → plugins → modules → wiring)', () => {
    expect(directionViolations(server, SERVER_DIRECTION_RULES)).toEqual([]);
  });

  it('the web has no import cycle between files or between features', () => {
    const web = readImportGraph(root('web'));
    expect(web.files.length).toBeGreaterThan(300);
    expect(importCycles(web, partOf)).toEqual({ files: [], parts: [] });
  });
});
