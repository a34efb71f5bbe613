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
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports');
}

const CARD_TABLE = 'apps/web/src/features/card-table/components/card-table.tsx';

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

  it('rejects shared code importing a feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/components/ui/button.tsx',
      "import { useAuth } from '@/features/auth';\nexport { useAuth };\n",
    );
    expect(errors).toHaveLength(1);
  });
});
