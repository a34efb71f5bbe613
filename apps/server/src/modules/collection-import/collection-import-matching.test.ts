import { describe, expect, it } from 'vitest';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { CollectionImport, ImportLine } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import type { JobContext } from '@/jobs/worker';
import { MATCH_IMPORT_JOB } from './match-lines.job';
import { cat, collector, importOf, setUpCollectionImportApp, t, upload } from './collection-import-fixtures';

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

    // the matcher reads a title's candidates in one statement, with the wordings collectors chose before
    const titleLookups = statements.filter((text) => text.includes('marketplace_remembered_wordings'));
    expect(titleLookups).toHaveLength(3);
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
