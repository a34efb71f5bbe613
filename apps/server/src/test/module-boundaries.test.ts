import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
// the repository's own eslint.config.js, only its import rule: a real module file's path with new text
const eslint = new ESLint({ cwd: repoRoot, ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports' });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('module boundaries (eslint.config.js)', () => {
  const collectionFile = 'apps/server/src/modules/collection/user-card-view.ts';

  it("rejects importing another module's internal file", async () => {
    const errors = await boundaryErrors(
      collectionFile,
      "import { listPlayersTeams } from '@/modules/catalogue/players.queries';\nexport const x = listPlayersTeams;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^no-restricted-imports: .*through its index/)]);
  });

  it('rejects a relative path out of the module', async () => {
    const errors = await boundaryErrors(
      collectionFile,
      "import { toSet } from '../catalogue/catalogue.mappers';\nexport const x = toSet;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it("accepts the other module's index and the module's own files", async () => {
    const errors = await boundaryErrors(
      collectionFile,
      "import { listPlayersTeams } from '@/modules/catalogue';\nimport { intArray } from '@/db/sql';\n" +
        "import { buildUserCards } from './user-cards.service';\nexport const x = [listPlayersTeams, intArray, buildUserCards];\n",
    );
    expect(errors).toEqual([]);
  });
});
