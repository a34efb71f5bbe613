import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { ingestChecklist } from '@/modules/ingestion';
import type { CardImport, ChecklistImport, PlayerImport } from '@/modules/ingestion';
import { testEvents } from '@/test/test-events';

export const TROUT: PlayerImport = { firstName: 'Mike', lastName: 'Trout', teamName: 'Los Angeles Angels' };
export const OHTANI: PlayerImport = {
  firstName: 'Shohei',
  lastName: 'Ohtani',
  teamName: 'Los Angeles Angels',
};
export const JULIO: PlayerImport = {
  firstName: 'Julio',
  lastName: 'Rodríguez',
  teamName: 'Seattle Mariners',
};
export const ONEIL: PlayerImport = {
  firstName: 'Tyler',
  lastName: "O'Neill",
  teamName: 'St. Louis Cardinals',
};

/**
 * A realistic small set: a base series of `baseCards` cards (card 1 Trout, 2 Julio RC, 3 Ohtani,
 * 4 Trout + Ohtani, 5 O'Neill, then fillers), a numbered Gold parallel of the base, and an autograph insert.
 */
export function sampleChecklist(
  options: { name?: string; year?: number; baseCards?: number } = {},
): ChecklistImport {
  const named: CardImport[] = [
    { cardNumber: '1', players: [TROUT] },
    { cardNumber: '2', isRookie: true, players: [JULIO] },
    { cardNumber: '3', players: [OHTANI] },
    { cardNumber: '4', notes: 'Angels Duo', players: [TROUT, OHTANI] },
    { cardNumber: '5', players: [ONEIL] },
  ];
  const count = options.baseCards ?? 8;
  const base: CardImport[] = named.slice(0, count);
  for (let n = named.length + 1; n <= count; n += 1) {
    base.push({
      cardNumber: String(n),
      players: [{ firstName: 'Filler', lastName: `Player${n}`, teamName: 'Seattle Mariners' }],
    });
  }
  return {
    set: {
      name: options.name ?? 'Topps Series One',
      year: options.year ?? 2023,
      manufacturer: 'Topps',
      organization: 'MLB',
    },
    series: [
      { name: 'Base', isBase: true, cards: base },
      {
        name: 'Gold',
        isBase: false,
        parentName: 'Base',
        colorName: 'Gold',
        colorHex: '#d4af37',
        printRunDisplay: '/2023',
        minPrintRun: 2023,
        maxPrintRun: 2023,
        cards: [],
      },
      {
        name: 'Chrome Autographs',
        isBase: false,
        cards: [{ cardNumber: 'CA-MT', isAutograph: true, printRun: 25, players: [TROUT] }],
      },
    ],
  };
}

/** Ingests a checklist and returns handy ids of what it created. */
export async function createCatalogue(database: Database, checklist: ChecklistImport = sampleChecklist()) {
  await ingestChecklist(database.db, checklist, testEvents);
  const ids = async (query: ReturnType<typeof sql>) =>
    Object.fromEntries(
      (await database.db.execute<{ key: string; id: number }>(query)).rows.map((row) => [row.key, row.id]),
    );
  const set = (
    await database.db.execute<{ set_id: number; slug: string }>(
      sql`select set_id, slug from sets where year = ${checklist.set.year} and name = ${checklist.set.name}`,
    )
  ).rows[0]!;
  const series = await ids(sql`select name as key, series_id as id from series where set_id = ${set.set_id}`);
  const seriesSlugs = Object.fromEntries(
    (
      await database.db.execute<{ name: string; slug: string }>(
        sql`select name, slug from series where set_id = ${set.set_id}`,
      )
    ).rows.map((row) => [row.name, row.slug]),
  );
  const players = await ids(sql`select slug as key, player_id as id from players`);
  const teams = await ids(sql`select slug as key, team_id as id from teams`);
  return {
    setId: set.set_id,
    setSlug: set.slug,
    year: checklist.set.year,
    series,
    seriesSlugs,
    players,
    teams,
  };
}

/** The id of a card by series id and card number. */
export async function cardId(database: Database, seriesId: number, cardNumber: string): Promise<number> {
  const result = await database.db.execute<{ card_id: number }>(
    sql`select card_id from cards where series_id = ${seriesId} and card_number = ${cardNumber}`,
  );
  return result.rows[0]!.card_id;
}

let codes = 0;

/** Gives a user copies of a card straight in the database. */
export async function addUserCard(
  database: Database,
  userId: number,
  card: number,
  copies = 1,
): Promise<void> {
  for (let n = 0; n < copies; n += 1) {
    codes += 1;
    await database.db.execute(sql`
      insert into user_cards (user_id, card_id, random_code) values (${userId}, ${card}, ${`T${codes}`})`);
  }
}
