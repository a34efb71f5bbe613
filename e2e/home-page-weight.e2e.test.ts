import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/**
 * What a visitor's first view of the home page runs: the entry (index.html), the app it imports at once
 * (main.tsx) and the home route's screen, each with every chunk it imports statically.
 */
const HOME_FIRST_PAINT = ['index.html', 'src/app/start-app.tsx', 'src/app/routes/public/home.tsx'];

function homeFiles(): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: npm run build first`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  HOME_FIRST_PAINT.forEach(visit);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

describe('home page JavaScript (issue 22: zod, forms and tables only where used)', () => {
  const files = homeFiles();

  it('loads no schema library, form library or table code', () => {
    expect(files.filter((file) => /\/(zod|forms|use-data-table)-/.test(file))).toEqual([]);
  });

  it('stays within its gzip budget', () => {
    const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
    console.log(`home page JS: ${total.toFixed(1)} KB gzip in ${files.length} files`);
    // measured 137.3 KB on React (react-dom alone 66 KB); 79.8 KB on Preact through preact/compat (9.3 KB),
    // under the 120 KB target. The ceiling catches React, zod or a form/table library coming back.
    expect(total).toBeLessThanOrEqual(80);
  });
});
