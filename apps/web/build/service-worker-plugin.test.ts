// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { precacheManifest } from './service-worker-plugin';

describe("the service worker's precache list", () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'sw-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const files: Record<string, string | Buffer> = {
    'index.html': '<!doctype html><title>CardBinder</title>',
    'sw.js': 'self.x = 1',
    'manifest.webmanifest': '{}',
    'assets/index-AbCd1234.js': 'console.log(1)',
    'assets/index-AbCd1234.js.br': 'compressed',
    'assets/index-AbCd1234.js.map': '{}',
    'assets/huge-ZyXw9876.js': Buffer.alloc(3 * 1024 * 1024 + 1),
    'robots.txt': 'User-agent: *',
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dist, name), content);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('keeps the app’s page, code and manifest, and leaves out itself, maps, compressed copies and giants', () => {
    expect(precacheManifest(dist).map((entry) => entry.url)).toEqual([
      'assets/index-AbCd1234.js',
      'index.html',
      'manifest.webmanifest',
    ]);
  });

  it('revisions a file by its content unless its name already carries a hash', () => {
    const byUrl = Object.fromEntries(precacheManifest(dist).map((entry) => [entry.url, entry.revision]));
    expect(byUrl['assets/index-AbCd1234.js']).toBeNull();
    expect(byUrl['index.html']).toMatch(/^[0-9a-f]{32}$/);
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>CardBinder 2</title>');
    const changed = Object.fromEntries(precacheManifest(dist).map((entry) => [entry.url, entry.revision]));
    expect(changed['index.html']).not.toBe(byUrl['index.html']);
  });
});
