import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { ingestChecklist } from '../ingest.service';
import { decodeSampleCatalogue } from './sample-format';

interface ProgressLog {
  info(message: string): void;
}

export interface SampleLoadResult {
  loaded: boolean;
  sets: number;
  cards: number;
}

/** Loads the shipped sample catalogue into an empty catalogue; a database that has any set is left alone. */
export async function loadSampleCatalogueIfEmpty(
  db: Db,
  file: string,
  log: ProgressLog,
): Promise<SampleLoadResult> {
  const existing = await db.execute<{ present: boolean }>(sql`select exists (select 1 from sets) as present`);
  if (existing.rows[0]?.present) return { loaded: false, sets: 0, cards: 0 };
  if (!existsSync(file)) {
    log.info(`No sample catalogue at ${file}; starting with an empty catalogue`);
    return { loaded: false, sets: 0, cards: 0 };
  }

  const checklists = decodeSampleCatalogue(await readFile(file));
  log.info(`Loading the sample catalogue: ${checklists.length} sets (first start only)`);
  const started = Date.now();
  let cards = 0;
  for (const [index, checklist] of checklists.entries()) {
    const report = await ingestChecklist(db, checklist);
    cards += report.cardsCreated;
    log.info(
      `  ${index + 1}/${checklists.length} ${report.set.year} ${report.set.name}: ${report.cards} cards`,
    );
  }
  log.info(
    `Sample catalogue loaded: ${checklists.length} sets, ${cards} cards in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return { loaded: true, sets: checklists.length, cards };
}
