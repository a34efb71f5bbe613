// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
// the repository's config, without the type-aware rules (building a TypeScript program takes ~40 s here)
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked },
});

/** Lints `code` as if it were the file at `path`, with the repository's own ESLint config. */
async function boundaryErrors(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result!.messages.filter(
    (message) =>
      message.ruleId === 'no-restricted-imports' ||
      (message.ruleId === 'no-restricted-syntax' && message.message.includes('feature')),
  );
}

const CARD_TABLE = 'apps/web/src/features/card-table/components/card-table.tsx';
const PAGE = 'apps/web/src/app/routes/public/set-detail.tsx';

describe('web module boundaries', { timeout: 30_000 }, () => {
  it("rejects a feature importing another feature's internals", async () => {
    const errors = await boundaryErrors(
      CARD_TABLE,
      "import { AddCardModal } from '@/features/collection/components/add-card-modal';\nexport { AddCardModal };\n",
    );
    expect(errors.map((error) => error.message)).toEqual([
      expect.stringContaining('through its index') as string,
    ]);
  });

  it('rejects a relative path into a sibling feature', async () => {
    const errors = await boundaryErrors(
      CARD_TABLE,
      "import { useAuth } from '../../auth/hooks/auth-context';\nexport { useAuth };\n",
    );
    expect(errors).toHaveLength(1);
  });

  it("accepts another feature's index and the feature's own internals", async () => {
    const errors = await boundaryErrors(
      CARD_TABLE,
      [
        "import { AddCardModal } from '@/features/collection';",
        "import { useCardSelection } from '../hooks/use-card-selection';",
        "import { CardTable } from '@/features/card-table/components/card-table';",
        'export { AddCardModal, useCardSelection, CardTable };',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it("rejects a page importing a feature's internals, statically or on demand", async () => {
    const errors = await boundaryErrors(
      PAGE,
      [
        "import { lazy } from 'react';",
        "import { useSetDetail } from '@/features/catalogue/api/use-set-detail';",
        "import { useAuth } from '../../../features/auth/hooks/auth-context';",
        "export const Modal = lazy(() => import('@/features/collection/components/add-card-modal'));",
        'export { useSetDetail, useAuth };',
      ].join('\n'),
    );
    expect(errors.map((error) => error.line)).toEqual([2, 3, 4]);
    expect(errors[0]!.message).toContain('through its index');
    expect(errors[2]!.message).toContain('Lazy');
  });

  it("accepts a page using features through their index and importing a feature's stylesheet", async () => {
    const errors = await boundaryErrors(
      PAGE,
      [
        "import { LazyAddCardModal } from '@/features/collection';",
        "import { useSetDetail } from '@/features/catalogue';",
        "import '@/features/catalogue/catalogue.css';",
        "import { title } from '@/app/route-title';",
        'export { LazyAddCardModal, useSetDetail, title };',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('rejects shared code importing a feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/components/ui/button.tsx',
      "import { useAuth } from '@/features/auth';\nexport { useAuth };\n",
    );
    expect(errors).toHaveLength(1);
  });
});
