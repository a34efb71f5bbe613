import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '@/config';
import { openDatabase } from '@/db/client';
import { matchReport, matchTitle } from '@/modules/marketplace';
import { createSearchService } from '@/modules/search';

const usage = 'Usage: npm run marketplace:match -- [--data-dir DIR] [--explain] FILE.json';
const inputSchema = z.array(z.object({ title: z.string().min(1), price: z.number().nullish() }));

/**
 * Staff command: how the purchase matcher reads each title, against the database it is pointed at. With
 * --explain, why each decision was made (what was read, the product and player recognised, the candidates
 * with their scores and reasons, the confidence against the thresholds) is written to stderr.
 */
async function main() {
  const { values, positionals } = parseArgs({
    options: { 'data-dir': { type: 'string' }, explain: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) throw new Error(usage);
  const parsed = inputSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} must hold [{"title": "…", "price": 12.5}, …]\n${usage}`);
  const config = loadConfig(
    values['data-dir'] ? { ...process.env, DATA_DIR: values['data-dir'] } : process.env,
  );
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    attachToRunningServer: true,
  });
  try {
    const search = createSearchService(database.search);
    const report = [];
    for (const { title } of parsed.data) {
      const match = await matchTitle(database.db, search, config.marketplaceMatch, title);
      report.push(matchReport(match));
      // on stderr: stdout stays the JSON report other tools read
      if (values.explain)
        process.stderr.write(`${title}\n${match.explanation.map((line) => `  ${line}`).join('\n')}\n\n`);
    }
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
