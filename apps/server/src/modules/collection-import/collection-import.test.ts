import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  collectionToCsv,
  COLLECTION_IMPORT_MESSAGES as M,
  type ImportLine,
  type UserCard,
} from '@cardbinder/shared';
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
  type Collector,
} from './collection-import-fixtures';

setUpCollectionImportApp();

/** What an entry holds that our CSV carries, as compared across a round trip. */
const carried = (card: UserCard) => ({
  card_id: card.card_id,
  random_code: card.random_code,
  serial_number: card.serial_number,
  purchase_price: card.purchase_price,
  estimated_value: card.estimated_value,
  location_name: card.location_name,
  grading_agency_abbr: card.grading_agency_abbr,
  grade: card.grade,
  aftermarket_autograph: card.aftermarket_autograph,
  notes: card.notes,
});
const byCode = (a: { random_code: string }, b: { random_code: string }) =>
  a.random_code.localeCompare(b.random_code);

async function agencyId(abbreviation: string) {
  const { rows } = await t.database.db.execute<{ id: number }>(
    sql`select grading_agency_id id from grading_agencies where abbreviation = ${abbreviation}`,
  );
  return rows[0]!.id;
}

async function add(who: Collector, body: object) {
  const answer = await who.call('POST', '/api/user/cards', body);
  expect(answer.statusCode, answer.body).toBe(201);
}

const linesOf = async (who: Collector, importId: string, query = '') =>
  (await importOf(who, importId, query)).lines as ImportLine[];

describe('our own Download CSV', () => {
  it('comes back as the same entries in another collection', async () => {
    const source = await collector();
    const box = (await source.call('POST', '/api/user/locations', { location: 'Box A' })).json();
    const psa = await agencyId('PSA');
    const bgs = await agencyId('BGS');
    await add(source, {
      card_id: cat.card['Base/1'],
      random_code: 'BOX7',
      purchase_price: 3.5,
      estimated_value: 1250,
      user_location: box.location?.user_location_id ?? box.user_location_id,
      grading_agency: psa,
      grade: 10,
      notes: '=HYPERLINK("http://evil.example","click"), with "quotes"',
      aftermarket_autograph: true,
    });
    await add(source, { card_id: cat.card['Base/1'] });
    await add(source, { card_id: cat.card['Gold/11'], serial_number: 5, estimated_value: 40 });
    await add(source, { card_id: cat.card['Black/2'], serial_number: 1 });
    await add(source, {
      card_id: cat.card['Relics/RA-MB'],
      serial_number: 12,
      grading_agency: bgs,
      grade: 9.5,
    });
    await add(source, { card_id: cat.card['Base/20'], notes: 'line one\nline two' });
    const exported = await entriesOf(source);
    const csv = collectionToCsv(exported);

    const target = await collector();
    const ready = await prepared(target, csv, 'my-collection.csv');
    expect(ready.format).toBe('cardbinder');
    expect(ready.counts).toMatchObject({ matched: 6, uncertain: 0, not_found: 0, invalid: 0 });
    expect((await committed(target, ready.import_id)).statusCode).toBe(202);
    const after = await importOf(target, ready.import_id);
    expect(after.import).toMatchObject({ status: 'committed', added: 6 });

    const imported = await entriesOf(target);
    // codes drawn for entries without one differ; the rest is the same entry
    const comparable = (cards: UserCard[]) =>
      cards
        .map((card) => ({ ...carried(card), random_code: card.random_code === 'BOX7' ? 'BOX7' : '' }))
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    expect(comparable(imported)).toEqual(comparable(exported));
    // and exported again, the file is the same but for the drawn codes and the dates
    const strip = (text: string) =>
      text
        .split('\r\n')
        .map((line) => line.replace(/^[A-Z0-9-]+,/, '').replace(/\d\d\/\d\d\/\d\d/, ''))
        .sort();
    expect(strip(collectionToCsv(imported))).toEqual(strip(csv));
  });
});

describe('other apps’ exports', () => {
  it('reads a TCDB-shaped list: quantity, uncertain and not found lines, the not-found CSV', async () => {
    const who = await collector();
    const ready = await prepared(who, fixture('tcdb-collection.csv'), 'tcdb.csv');
    expect(ready.format).toBe('tcdb');
    expect(ready.mapping).toEqual(['set', 'card_number', 'player', 'team', 'quantity']);
    const lines = await linesOf(who, ready.import_id);
    // '2024 Topps Chrome Gold' names the Gold series exactly; the relic's set alone leaves the matcher unsure
    expect(lines.map((line) => line.status)).toEqual([
      'matched',
      'matched',
      'uncertain',
      'matched',
      'not_found',
    ]);
    expect(lines[0]).toMatchObject({ quantity: 2, card: { card_id: cat.card['Base/1'] } });
    expect(lines[2]!.candidates[0]!.card_id).toBe(cat.card['Relics/R-AJ']);
    expect(lines[2]!.candidates.length).toBeLessThanOrEqual(5);
    expect(lines[3]!.card!.card_id).toBe(cat.card['Gold/10']);
    expect(ready.counts.entries_to_add).toBe(4);

    const line = (id: number) => `/api/user/collection/imports/${ready.import_id}/lines/${id}`;
    const [, , relic, gold] = lines as [ImportLine, ImportLine, ImportLine, ImportLine];
    const pick = await who.call('PUT', line(relic.line_id), {
      choice: 'card',
      card_id: relic.candidates[0]!.card_id,
    });
    expect(pick.statusCode, pick.body).toBe(200);
    expect(pick.json().line).toMatchObject({
      status: 'matched',
      picked: true,
      card: { card_id: cat.card['Relics/R-AJ'] },
    });
    // any catalogue card may be picked (one found by search), not only a candidate
    const searched = await who.call('PUT', line(gold.line_id), {
      choice: 'card',
      card_id: cat.card['Base/27'],
    });
    expect(searched.json().line.card).toMatchObject({ card_id: cat.card['Base/27'], card_number: '27' });
    const skipped = await who.call('PUT', line(gold.line_id), { choice: 'skip' });
    expect(skipped.json().line).toMatchObject({ skipped: true });
    expect(skipped.json().import.counts).toMatchObject({ matched: 4, skipped: 1, entries_to_add: 4 });
    const unknown = await who.call('PUT', line(gold.line_id), { choice: 'card', card_id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    const uncertainPage = await linesOf(who, ready.import_id, '?status=matched');
    expect(uncertainPage.every((l) => l.status === 'matched')).toBe(true);

    const csv = await who.call('GET', `/api/user/collection/imports/${ready.import_id}/not-found.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Set,Card #,Name,Team,Qty,Problem',
      '1957 Topps,400,Nobody Anybody,Nowhere Nine,1,Not found in the catalogue',
      '',
    ]);
    await committed(who, ready.import_id);
    const cards = (await entriesOf(who)).map((entry) => entry.card_id).sort((a, b) => a - b);
    expect(cards).toEqual(
      [cat.card['Base/1'], cat.card['Base/1'], cat.card['Base/11'], cat.card['Relics/R-AJ']].sort(
        (a, b) => a! - b!,
      ),
    );
  });

  it('reads a CollectYourCards export: prices, grade, location, AM Auto, notes; a negative price refuses its line', async () => {
    const who = await collector();
    const ready = await prepared(who, fixture('collectyourcards-export.csv'));
    expect(ready.format).toBe('collectyourcards');
    const lines = await linesOf(who, ready.import_id);
    // 'Series' names the catalogue's series exactly: the relic is sure even where the matcher hesitates
    expect(lines.map((line) => line.status)).toEqual(['matched', 'matched', 'matched', 'invalid']);
    expect(lines[3]!.error).toBe(M.price('Purchase price', '-$3.00'));
    await committed(who, ready.import_id);
    const entries = (await entriesOf(who)).sort(byCode);
    expect(entries.map(carried)).toEqual([
      {
        card_id: cat.card['Base/2'],
        random_code: 'K7QX2',
        serial_number: null,
        purchase_price: 4,
        estimated_value: 6.5,
        location_name: 'Binder 1',
        grading_agency_abbr: 'PSA',
        grade: 10,
        aftermarket_autograph: false,
        notes: 'Pulled "live" at the show',
      },
      {
        card_id: cat.card['Base/20'],
        random_code: 'M3TT9',
        serial_number: null,
        purchase_price: 1250,
        estimated_value: null,
        location_name: 'Binder 1',
        grading_agency_abbr: null,
        grade: null,
        aftermarket_autograph: true,
        notes: null,
      },
      {
        card_id: cat.card['Relics/RA-MB'],
        random_code: 'ZZ001',
        serial_number: 12,
        purchase_price: null,
        estimated_value: 80,
        location_name: 'Safe',
        grading_agency_abbr: 'BGS',
        grade: 9.5,
        aftermarket_autograph: false,
        notes: null,
      },
    ]);
  });
});
