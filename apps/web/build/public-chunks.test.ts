// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createModuleGraph } from './public-chunks';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'public-chunks-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe('the catalogue chunk groups', () => {
  const root = tree({
    'src/page.tsx':
      "import { useA } from '@/feature';\nimport { rule } from '@cardbinder/shared';\nexport const Page = () => useA() + rule;",
    'src/feature/index.ts':
      "export { useA } from './a';\nexport { useB } from './b';\nexport type { T } from './t';",
    'src/feature/a.ts': "import { helper } from '../lib/helper';\nexport const useA = () => helper;",
    'src/feature/b.ts': "import '../lib/heavy';\nexport const useB = 2;",
    'src/feature/t.ts': 'export type T = number;',
    'src/lib/helper.ts': 'export const helper = 1;',
    'src/lib/heavy.ts': 'export const heavy = 1;',
    'shared/index.ts': "export * from './rules';\nexport * from './contracts';",
    'shared/rules/index.ts': "export * from './rule';",
    'shared/rules/rule.ts': 'export const rule = 1;',
    'shared/contracts/index.ts': "export * from './schemas';",
    'shared/contracts/schemas.ts': 'export const schema = {};',
  });
  const { reachable } = createModuleGraph(path.join(root, 'src'), path.join(root, 'shared'));

  it('follows an import through re-exporting modules to the module that declares the name', () => {
    const loaded = [...reachable([path.join(root, 'src/page.tsx')])].map((file) => path.relative(root, file));
    expect(loaded.sort()).toEqual(
      ['shared/rules/rule.ts', 'src/feature/a.ts', 'src/lib/helper.ts', 'src/page.tsx'].sort(),
    );
  });

  it('counts every module a whole-module import names', () => {
    const loaded = reachable([path.join(root, 'src/feature/b.ts')]);
    expect(loaded.has(path.join(root, 'src/lib/heavy.ts'))).toBe(true);
  });
});
