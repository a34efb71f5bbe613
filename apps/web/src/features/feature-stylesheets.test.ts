import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const features = path.dirname(fileURLToPath(import.meta.url));

/**
 * The build treats a feature's index.ts as free of side effects (vite.config.ts), so a stylesheet imported there
 * is dropped from the build: the values panels shipped unstyled that way. A component imports its own styles.
 */
describe('feature indexes', () => {
  it('import no stylesheet', () => {
    const offenders = readdirSync(features, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(entry.name, 'index.ts'))
      .filter((file) => {
        try {
          return /^import\s+['"][^'"]+\.css['"]/m.test(readFileSync(path.join(features, file), 'utf8'));
        } catch {
          return false;
        }
      });
    expect(offenders).toEqual([]);
  });
});
