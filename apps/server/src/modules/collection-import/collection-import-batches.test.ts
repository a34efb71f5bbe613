import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COLLECTION_IMPORT_MESSAGES as M, type ImportLine } from '@cardbinder/shared';
import { storedFileKeys } from '@/test/stored-files';
import {
  cat,
  collector,
  committed,
  entriesOf,
  fixture,
  importOf,
  prepared,
  setUpCollectionImportApp,
  t,
  upload,
} from './collection-import-fixtures';

setUpCollectionImportApp();

const TCDB_ADDS = 4; // Base 1 twice, Base 11, Gold 10 (the relic line waits for a pick)
const url = (id: string, rest = '') => `/api/user/collection/imports/${id}${rest}`;

describe('commit, re-import and undo', () => {
  it('adds one batch, asks before adding lines again, and undo removes exactly that batch', async () => {
    const who = await collector();
    const own = await who.call('POST', '/api/user/cards', { card_id: cat.card['Base/2'], notes: 'mine' });
    expect(own.statusCode).toBe(201);
    const ownBefore = (await entriesOf(who))[0]!;

    const first = await prepared(who, fixture('tcdb-collection.csv'), 'tcdb.csv');
    expect((await committed(who, first.import_id)).statusCode).toBe(202);
    expect((await importOf(who, first.import_id)).import).toMatchObject({
      status: 'committed',
      added: TCDB_ADDS,
    });
    expect(await entriesOf(who)).toHaveLength(1 + TCDB_ADDS);
    // import never changes an existing entry
    expect((await entriesOf(who)).find((e) => e.user_card_id === ownBefore.user_card_id)).toEqual(ownBefore);
    expect((await who.call('POST', url(first.import_id, '/commit'), {})).statusCode).toBe(409);

    // the same file again: the answer asks, with the count of lines imported before
    const second = await prepared(who, fixture('tcdb-collection.csv'), 'tcdb.csv');
    const asked = await who.call('POST', url(second.import_id, '/commit'), {});
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({ error: M.duplicates(3), message: M.duplicates(3), duplicates: 3 });
    expect((await importOf(who, second.import_id)).import.status).toBe('ready');
    await committed(who, second.import_id, 'skip');
    expect((await importOf(who, second.import_id)).import).toMatchObject({ status: 'committed', added: 0 });
    expect(await entriesOf(who)).toHaveLength(1 + TCDB_ADDS);

    const third = await prepared(who, fixture('tcdb-collection.csv'), 'tcdb.csv');
    await committed(who, third.import_id, 'add');
    expect(await entriesOf(who)).toHaveLength(1 + 2 * TCDB_ADDS);

    // undo of the third batch: its four entries, not the first batch's, not the collector's own
    const undone = await who.call('POST', url(third.import_id, '/undo'));
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ removed: TCDB_ADDS, message: M.undone(TCDB_ADDS) });
    expect(undone.json().import).toMatchObject({ status: 'undone', removed: TCDB_ADDS });
    const left = await entriesOf(who);
    expect(left).toHaveLength(1 + TCDB_ADDS);
    expect(left.some((e) => e.user_card_id === ownBefore.user_card_id)).toBe(true);
    expect((await who.call('POST', url(third.import_id, '/undo'))).json().message).toBe(M.alreadyUndone);

    // an entry of the first batch deleted by hand is not counted; the rest goes
    await who.call(
      'DELETE',
      `/api/user/cards/${left.find((e) => e.user_card_id !== ownBefore.user_card_id)!.user_card_id}`,
    );
    const undoFirst = await who.call('POST', url(first.import_id, '/undo'));
    expect(undoFirst.json().removed).toBe(TCDB_ADDS - 1);
    expect((await entriesOf(who)).map((e) => e.user_card_id)).toEqual([ownBefore.user_card_id]);

    // nothing of the file is left in the collection: importing it again does not ask
    const fourth = await prepared(who, fixture('tcdb-collection.csv'), 'tcdb.csv');
    expect((await committed(who, fourth.import_id)).statusCode).toBe(202);
    expect(await entriesOf(who)).toHaveLength(1 + TCDB_ADDS);
    const mine = await who.call('GET', '/api/user/collection/imports');
    expect(mine.json().imports.map((i: { import_id: string }) => i.import_id)).toEqual([
      fourth.import_id,
      third.import_id,
      second.import_id,
      first.import_id,
    ]);
  });
});

describe('column mapping', () => {
  const sheet =
    'Yr,Product,No.,Who,Paid (USD),Shelf\n2024,Topps Chrome Base,10,Mookie Betts,2.50,Top shelf\n';

  it('guesses what it can; the collector’s mapping wins', async () => {
    const who = await collector();
    const uploaded = await upload(who, sheet, 'mine.csv');
    expect(uploaded.statusCode).toBe(201);
    const created = uploaded.json();
    expect(created.import).toMatchObject({ format: 'other', status: 'uploaded', total_lines: 1 });
    expect(created.import.mapping).toEqual(['year', 'set', 'card_number', 'ignore', 'ignore', 'ignore']);
    expect(created.sample).toEqual([
      ['2024', 'Topps Chrome Base', '10', 'Mookie Betts', '2.50', 'Top shelf'],
    ]);
    const id = created.import.import_id as string;
    // after a reload the Columns step reads the same first lines from the import
    const reread = (await who.call('GET', url(id))).json();
    expect(reread).toMatchObject({ import: { status: 'uploaded' }, lines: [], sample: created.sample });
    const put = (mapping: string[]) => who.call('PUT', url(id, '/mapping'), { mapping });
    expect((await put(['year', 'set'])).json().message).toBe(M.mappingLength);
    expect((await put(['set', 'set', 'ignore', 'ignore', 'ignore', 'ignore'])).json().message).toBe(
      M.mappingTwice('set'),
    );
    expect((await put(['year', 'ignore', 'ignore', 'ignore', 'notes', 'ignore'])).json().message).toBe(
      M.noCardColumn,
    );
    expect((await put(['year', 'set', 'card_number', 'player', 'wrong', 'location'])).statusCode).toBe(400);
    const ready = await prepared(who, sheet, 'mine.csv', [
      'year',
      'set',
      'card_number',
      'player',
      'purchase_price',
      'location',
    ]);
    const lines = (await importOf(who, ready.import_id)).lines as ImportLine[];
    expect(lines[0]).toMatchObject({ status: 'matched', card: { card_id: cat.card['Base/10'] } });
    await committed(who, ready.import_id);
    expect((await entriesOf(who)).map((e) => [e.card_id, e.purchase_price, e.location_name])).toEqual([
      [cat.card['Base/10'], 2.5, 'Top shelf'],
    ]);
    // the stored file goes once the batch is in the collection; a discarded import takes its file along
    const other = (await upload(who, sheet, 'again.csv')).json().import.import_id as string;
    const before = await storedFileKeys(t);
    expect(before.filter((key) => key.startsWith('collection-imports/'))).toHaveLength(2);
    expect((await who.call('DELETE', url(other))).json().message).toBe(M.discarded);
    expect((await storedFileKeys(t)).filter((key) => key.startsWith('collection-imports/'))).toHaveLength(1);
    expect((await who.call('GET', url(other))).statusCode).toBe(404);
  });
});

describe('another collector’s import', () => {
  it('is not found by any call, and not listed', async () => {
    const owner = await collector();
    const ready = await prepared(owner, fixture('tcdb-collection.csv'), 'tcdb.csv');
    const line = ((await importOf(owner, ready.import_id)).lines as ImportLine[])[0]!;
    const stranger = await collector();
    const calls: [Parameters<typeof stranger.call>[0], string, object?][] = [
      ['GET', url(ready.import_id)],
      ['PUT', url(ready.import_id, '/mapping'), { mapping: ready.mapping }],
      ['PUT', url(ready.import_id, `/lines/${line.line_id}`), { choice: 'skip' }],
      ['GET', url(ready.import_id, '/not-found.csv')],
      ['POST', url(ready.import_id, '/commit'), {}],
      ['POST', url(ready.import_id, '/undo')],
      ['DELETE', url(ready.import_id)],
    ];
    for (const [method, address, body] of calls) {
      const answer = await stranger.call(method, address, body);
      expect(answer.statusCode, `${method} ${address}`).toBe(404);
      expect(answer.json().message).toBe(M.importNotFound);
    }
    expect((await stranger.call('GET', '/api/user/collection/imports')).json().imports).toEqual([]);
    expect((await importOf(owner, ready.import_id)).import.status).toBe('ready');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/collection/imports' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('two undo clicks at once', () => {
  it('remove the batch once: one answer says how many, the other that it was already undone', async () => {
    const who = await collector();
    const ready = await prepared(who, fixture('tcdb-collection.csv'), 'tcdb.csv');
    await committed(who, ready.import_id);
    expect(await entriesOf(who)).toHaveLength(TCDB_ADDS);
    const answers = await Promise.all([0, 1, 2].map(() => who.call('POST', url(ready.import_id, '/undo'))));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 200)!.json().removed).toBe(TCDB_ADDS);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json().message).toBe(M.alreadyUndone);
    expect((await importOf(who, ready.import_id)).import).toMatchObject({
      status: 'undone',
      removed: TCDB_ADDS,
    });
    expect(await entriesOf(who)).toEqual([]);
  });
});

describe('an import whose matching failed part-way', () => {
  it('is not added half-matched: commit answers 409 and nothing is added', async () => {
    const who = await collector();
    const ready = await prepared(who, fixture('tcdb-collection.csv'), 'tcdb.csv');
    const { db } = t.database;
    await db.execute(sql`update collection_imports set status = 'failed', error = ${M.matchingFailed}
                         where import_id = ${ready.import_id}`);
    await db.execute(sql`update collection_import_lines set status = 'pending', card_id = null
                         where line_id = (select min(line_id) from collection_import_lines
                                          where import_id = ${ready.import_id})`);
    const answer = await who.call('POST', url(ready.import_id, '/commit'), { on_duplicates: 'add' });
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().message).toBe(M.matchingFailed);
    expect((await importOf(who, ready.import_id)).import.status).toBe('failed');
    expect(await entriesOf(who)).toEqual([]);
  });
});
