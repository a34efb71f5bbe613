import { describe, expect, it } from 'vitest';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { CollectionImport, ImportLine } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import type { JobContext } from '@/jobs/worker';
import { matchTitle } from '@/modules/marketplace';
import { createSearchService } from '@/modules/search';
import { MATCH_IMPORT_JOB, outcomeOf } from './match-lines.job';
import {
  cat,
  collector,
  importOf,
  prepared,
  setUpCollectionImportApp,
  t,
  upload,
} from './collection-import-fixtures';
import { readLine, type LineFields } from './import-line';

setUpCollectionImportApp();

/** A TCDB list naming three cards in seven lines: repeats, one in capitals, one unknown card twice. */
const REPEATS = [
  'Set,Card #,Name,Team,Qty',
  '2024 Topps Chrome,1,Aaron Judge,New York Yankees,2',
  '2024 Topps Chrome,11,Corbin Carroll RC,Arizona Diamondbacks,1',
  '2024 Topps Chrome,1,Aaron Judge,New York Yankees,2',
  '1957 Topps,400,Nobody Anybody,Nowhere Nine,1',
  '2024 TOPPS CHROME,1,AARON JUDGE,New York Yankees,3',
  '2024 Topps Chrome,11,Corbin Carroll RC,Arizona Diamondbacks,1',
  '1957 Topps,400,Nobody Anybody,Nowhere Nine,1',
].join('\r\n');

const dialect = new PgDialect();

/** The database as the job sees it, keeping the text of every statement it runs. */
function recording(db: Db, statements: string[]): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return (query: SQL) => {
        statements.push(dialect.sqlToQuery(query).sql);
        return target.execute(query);
      };
    },
  });
}

describe('matching a file with repeated lines', () => {
  it('matches each distinct line once and gives every line its own result', async () => {
    const who = await collector();
    const uploaded = await upload(who, REPEATS, 'tcdb.csv');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const created = uploaded.json<{ import: CollectionImport }>().import;
    const url = `/api/user/collection/imports/${created.import_id}`;
    const mapped = await who.call('PUT', `${url}/mapping`, { mapping: created.mapping });
    expect(mapped.statusCode, mapped.body).toBe(202);

    const statements: string[] = [];
    const handler = t.app.ctx.services.jobHandlers[MATCH_IMPORT_JOB]!;
    await handler({
      db: recording(t.database.db, statements),
      job: { payload: { importId: created.import_id } },
    } as unknown as JobContext);

    // the matcher reads the distinct titles' candidates in one statement, with the wordings collectors chose
    const titleLookups = statements.filter((text) => text.includes('marketplace_remembered_wordings'));
    expect(titleLookups).toHaveLength(1);
    const { import: ready, lines } = (await importOf(who, created.import_id)) as {
      import: CollectionImport;
      lines: ImportLine[];
    };
    expect(ready).toMatchObject({ status: 'ready', progress: 100 });
    expect(lines.map((line) => [line.status, line.card?.card_id ?? null, line.quantity])).toEqual([
      ['matched', cat.card['Base/1'], 2],
      ['matched', cat.card['Base/11'], 1],
      ['matched', cat.card['Base/1'], 2],
      ['not_found', null, 1],
      ['matched', cat.card['Base/1'], 3],
      ['matched', cat.card['Base/11'], 1],
      ['not_found', null, 1],
    ]);
    expect(ready.counts).toMatchObject({ matched: 5, not_found: 2, entries_to_add: 9 });
  });
});

/**
 * Lines naming their series as the catalogue writes it ('2024 Topps Chrome · Gold', our own CSV's Series) beside
 * lines that only the matcher can read: a serial number over the print run, a repeat, a number the series
 * lacks, a set without its series, an unknown card.
 */
const MIXED = [
  'Series,Card #,Player,Serial,Qty',
  '2024 Topps Chrome · Gold,11,Corbin Carroll,5/25,1',
  '2024 Topps Chrome · Gold,11,Corbin Carroll,30/25,1',
  '2024 Topps Chrome · Relics,RA-MB,Mookie Betts,12/50,1',
  '2024 Topps Chrome · Base,1,Aaron Judge,,2',
  '2024 Topps Chrome · Gold,11,Corbin Carroll,5/25,1',
  '2024 Topps Chrome,20,Aaron Judge; Juan Soto,,1',
  '1957 Topps,400,Nobody Anybody,,1',
  '2024 Topps Chrome · Base,99,Aaron Judge,,1',
  '2024 TOPPS CHROME - gold,#2,Juan Soto,,1',
  '2024 Topps Chrome · Relics,r-aj,Aaron Judge,,1',
].join('\r\n');
const MIXED_MAPPING = ['set', 'card_number', 'player', 'serial', 'quantity'] as const;

describe('matching a chunk at once', () => {
  it('gives every line the status, card and candidates matching it alone gives', async () => {
    const who = await collector();
    const ready = await prepared(who, MIXED, 'mixed.csv', [...MIXED_MAPPING]);
    const { lines } = (await importOf(who, ready.import_id)) as { lines: ImportLine[] };

    // the lines one at a time through the marketplace matcher, as the import matched them before
    const search = createSearchService(t.database.search);
    const thresholds = t.app.ctx.config.marketplaceMatch;
    const alone: ReturnType<typeof outcomeOf>[] = [];
    for (const cells of MIXED.split('\r\n')
      .slice(1)
      .map((line) => line.split(','))) {
      const read = readLine(cells, [...MIXED_MAPPING], []);
      const match = await matchTitle(t.database.db, search, thresholds, read.title);
      alone.push(outcomeOf(match, read, read.fields as LineFields));
    }

    expect(lines.map((line) => [line.status, line.card?.card_id ?? null])).toEqual(
      alone.map((outcome) => [outcome.status, outcome.card_id]),
    );
    expect(lines.map((line) => [line.status, line.card?.card_id ?? null])).toEqual([
      ['matched', cat.card['Gold/11']],
      // 30 of 25 cannot be the Gold card: the line is the collector's question, never another card
      [alone[1]!.status, null],
      ['matched', cat.card['Relics/RA-MB']],
      ['matched', cat.card['Base/1']],
      ['matched', cat.card['Gold/11']],
      ['matched', cat.card['Base/20']],
      ['not_found', null],
      [alone[7]!.status, alone[7]!.card_id],
      ['matched', cat.card['Gold/2']],
      ['matched', cat.card['Relics/R-AJ']],
    ]);
    expect(alone[1]!.status).not.toBe('matched');
    // a line naming its card exactly offers that card; the others offer the matcher's candidates as before
    const exactly = [0, 2, 3, 4, 8, 9];
    lines.forEach((line, i) => {
      if (exactly.includes(i))
        expect(line.candidates).toEqual([
          expect.objectContaining({ card_id: line.card!.card_id, confidence: 1 }),
        ]);
      else expect(line.candidates).toEqual(alone[i]!.candidates);
    });
  });
});
