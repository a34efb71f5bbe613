import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '@/config';
import { migrateDatabase, openDatabase } from '@/db/client';
import { createDomainEvents } from '@/services';
import {
  collectWorkbooks,
  describeOutcome,
  ingestWorkbookFile,
  isFailure,
  type WorkbookOutcome,
} from '@/modules/ingestion';

const usage = 'Usage: npm run ingest -- [--json] [--data-dir DIR] <file.xlsx or folder>...';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { json: { type: 'boolean', default: false }, 'data-dir': { type: 'string' } },
  });
  if (positionals.length === 0) throw new Error(usage);
  const files = await collectWorkbooks(positionals);
  const config = loadConfig(
    values['data-dir'] ? { ...process.env, DATA_DIR: values['data-dir'] } : process.env,
  );
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    attachToRunningServer: true,
  });
  const outcomes: WorkbookOutcome[] = [];
  try {
    await migrateDatabase(database);
    // search documents, counts and stored spreadsheets follow each workbook, as after an upload
    const events = createDomainEvents();
    for (const file of files) {
      const outcome = await ingestWorkbookFile(database.db, file, events);
      outcomes.push(outcome);
      if (!values.json) process.stdout.write(`${describeOutcome(outcome)}\n`);
    }
  } finally {
    await database.close();
  }
  if (values.json) process.stdout.write(`${JSON.stringify(outcomes, null, 2)}\n`);
  if (outcomes.some(isFailure)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
