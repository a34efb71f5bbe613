// Bundles the server into dist/ with esbuild; npm packages stay external, the shared workspace is bundled in.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@cardbinder/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    worker: 'src/worker-main.ts',
    'pglite-server': 'src/db/pglite-server.ts',
    // workbooks are read in a worker thread (src/lib/xlsx/read-xlsx.ts looks for it beside the bundle)
    'xlsx-worker': 'src/lib/xlsx/xlsx-worker.ts',
    // the browser journeys make staff accounts with it without compiling the server's sources through tsx
    'create-admin': 'src/cli/create-admin.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  alias: { '@': './src' },
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
