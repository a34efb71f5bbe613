import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import type { EventWriter } from '@/events';
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

/**
 * Loads the shipped sample catalogue into an empty catalogue, and finishes a load an earlier start began but did
 * not complete (each set lands whole, and loading a set again adds nothing). A catalogue that already has sets
 * and never began a sample load is left alone.
 */
export async function loadSampleCatalogueIfEmpty(
  db: Db,
  file: string,
  log: ProgressLog,
  events: EventWriter,
): Promise<SampleLoadResult> {
  const state = await sampleLoadState(db);
  if (state === 'completed' || state === 'catalogue-of-its-own') return { loaded: false, sets: 0, cards: 0 };
  if (!existsSync(file)) {
    log.info(`No sample catalogue at ${file}; starting with an empty catalogue`);
    return { loaded: false, sets: 0, cards: 0 };
  }

  const checklists = decodeSampleCatalogue(await readFile(file));
  if (state === 'interrupted')
    log.info(`Finishing the sample catalogue load an earlier start began: ${checklists.length} sets`);
  else log.info(`Loading the sample catalogue: ${checklists.length} sets (first start only)`);
  await db.execute(sql`insert into sample_catalogue_load (id) values (1) on conflict (id) do nothing`);
  const started = Date.now();
  let cards = 0;
  for (const [index, checklist] of checklists.entries()) {
    const report = await ingestChecklist(db, checklist, events);
    cards += report.cardsCreated;
    log.info(
      `  ${index + 1}/${checklists.length} ${report.set.year} ${report.set.name}: ${report.cards} cards`,
    );
  }
  await db.execute(sql`update sample_catalogue_load set completed_at = now() where id = 1`);
  log.info(
    `Sample catalogue loaded: ${checklists.length} sets, ${cards} cards in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return { loaded: true, sets: checklists.length, cards };
}

type SampleLoadState = 'not-begun' | 'interrupted' | 'completed' | 'catalogue-of-its-own';

async function sampleLoadState(db: Db): Promise<SampleLoadState> {
  const { rows } = await db.execute<{ began: boolean; completed: boolean; has_sets: boolean }>(sql`
    select exists (select 1 from sample_catalogue_load) as began,
           exists (select 1 from sample_catalogue_load where completed_at is not null) as completed,
           exists (select 1 from sets) as has_sets`);
  const row = rows[0];
  if (row?.completed) return 'completed';
  if (row?.began) return 'interrupted';
  return row?.has_sets ? 'catalogue-of-its-own' : 'not-begun';
}
