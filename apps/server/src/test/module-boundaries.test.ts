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

describe('direction (eslint.config.js)', () => {
  const moduleFile = 'apps/server/src/modules/collection/user-card-view.ts';

  it('rejects a module importing the event kernel past its index, the wiring, or an app-level plugin', async () => {
    const errors = await boundaryErrors(
      moduleFile,
      "import { createEventBus } from '@/events/event-bus';\nimport { createServices } from '@/services';\n" +
        "import { registerErrorHandler } from '@/plugins/errors';\nexport const x = [createEventBus, createServices, registerErrorHandler];\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/through its index \(@\/events\)/),
      expect.stringMatching(/Only the entry points import the wiring/),
      expect.stringMatching(/route-facing plugins/),
    ]);
  });

  it("accepts a module's route-facing plugins and the kernel's index", async () => {
    const errors = await boundaryErrors(
      moduleFile,
      "import { registerEndpoint } from '@/plugins/endpoints';\nimport { guardScope } from '@/plugins/auth';\n" +
        "import type { EventWriter } from '@/events';\nexport const x = [registerEndpoint, guardScope];\nexport type W = EventWriter;\n",
    );
    expect(errors).toEqual([]);
  });

  it('rejects lib, the kernel and plugins importing a module', async () => {
    for (const file of ['lib/item-sql.ts', 'events/event-bus.ts', 'plugins/auth.ts', 'jobs/worker.ts']) {
      const errors = await boundaryErrors(
        `apps/server/src/${file}`,
        "import { resolveSession } from '@/modules/auth';\nexport const x = resolveSession;\n",
      );
      expect(errors, file).toEqual([expect.stringMatching(/Code below the modules imports none of them/)]);
    }
  });
});
