// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectAttributions } from './attributions-plugin';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('attributions', () => {
  const list = collectAttributions(root);

  it('lists the packages the product ships, each once, with a licence and a link', () => {
    const names = list.map((item) => item.name);
    for (const shipped of ['react', 'react-dom', 'fastify', 'zod', 'drizzle-orm', 'lucide-react', 'sharp']) {
      expect(names).toContain(shipped);
    }
    expect(new Set(list.map((item) => `${item.name}@${item.version}`)).size).toBe(list.length);
    for (const item of list) {
      expect(item.license).not.toBe('');
      expect(item.url).toMatch(/^https?:\/\//);
    }
  });

  it('leaves out build and test tools', () => {
    const names = list.map((item) => item.name);
    for (const tool of ['vitest', 'vite', 'typescript', 'eslint', 'playwright-core', 'jsdom']) {
      expect(names).not.toContain(tool);
    }
  });
});
