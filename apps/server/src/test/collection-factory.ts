import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { ingestChecklist } from '@/modules/ingestion';
import type { ChecklistImport, PlayerImport } from '@/modules/ingestion';
import { authHeader, type TestApp } from './test-app';
import { testEvents } from '@/test/test-events';

const JUDGE: PlayerImport = { firstName: 'Aaron', lastName: 'Judge', teamName: 'New York Yankees' };
const SOTO: PlayerImport = { firstName: 'Juan', lastName: 'Soto', teamName: 'New York Yankees' };
const BETTS: PlayerImport = { firstName: 'Mookie', lastName: 'Betts', teamName: 'Los Angeles Dodgers' };
const CARROLL: PlayerImport = { firstName: 'Corbin', lastName: 'Carroll', teamName: 'Arizona Diamondbacks' };
const ONEIL: PlayerImport = { firstName: 'Tyler', lastName: "O'Neill", teamName: 'St. Louis Cardinals' };

/**
 * A small real-looking release: 'Base' (6 cards: Judge, Soto, Betts, Carroll RC, a Judge/Soto combo, O'Neill),
 * its 'Gold' parallel numbered /25, a 'Black' parallel 1/1, and 'Relics' with a relic and an autograph relic.
 */
export function collectionChecklist(options: { name?: string; year?: number } = {}): ChecklistImport {
  return {
    set: {
      name: options.name ?? 'Topps Chrome',
      year: options.year ?? 2024,
      manufacturer: 'Topps',
      organization: 'MLB',
    },
    series: [
      {
        name: 'Base',
        isBase: true,
        cards: [
          { cardNumber: '1', players: [JUDGE] },
          { cardNumber: '2', players: [SOTO] },
          { cardNumber: '10', players: [BETTS] },
          { cardNumber: '11', isRookie: true, players: [CARROLL] },
          { cardNumber: '20', players: [JUDGE, SOTO] },
          { cardNumber: '27', players: [ONEIL] },
        ],
      },
      {
        name: 'Gold',
        isBase: false,
        parentName: 'Base',
        colorName: 'Gold',
        colorHex: '#d4af37',
        printRunDisplay: '/25',
        minPrintRun: 25,
        maxPrintRun: 25,
        cards: [],
      },
      {
        name: 'Black',
        isBase: false,
        parentName: 'Base',
        colorName: 'Black',
        colorHex: '#000000',
        printRunDisplay: '1/1',
        minPrintRun: 1,
        maxPrintRun: 1,
        cards: [],
      },
      {
        name: 'Relics',
        isBase: false,
        cards: [
          { cardNumber: 'R-AJ', isRelic: true, players: [JUDGE] },
          { cardNumber: 'RA-MB', isRelic: true, isAutograph: true, printRun: 50, players: [BETTS] },
        ],
      },
    ],
  };
}

export interface CollectionCatalogue {
  /** card ids keyed 'Series/number', e.g. 'Base/1', 'Gold/11', 'Relics/RA-MB' */
  card: Record<string, number>;
  /** series ids by name */
  series: Record<string, number>;
  /** team ids by name */
  team: Record<string, number>;
}

export async function createCollectionCatalogue(
  database: Database,
  checklist: ChecklistImport = collectionChecklist(),
): Promise<CollectionCatalogue> {
  await ingestChecklist(database.db, checklist, testEvents);
  const { set } = checklist;
  const cards = await database.db.execute<{ key: string; id: number; series_id: number; series: string }>(sql`
    select s.name || '/' || c.card_number as key, c.card_id as id, s.series_id, s.name as series
    from cards c join series s on s.series_id = c.series_id join sets st on st.set_id = s.set_id
    where st.name = ${set.name} and st.year = ${set.year}`);
  const teams = await database.db.execute<{ name: string; team_id: number }>(
    sql`select name, team_id from teams`,
  );
  return {
    card: Object.fromEntries(cards.rows.map((row) => [row.key, row.id])),
    series: Object.fromEntries(cards.rows.map((row) => [row.series, row.series_id])),
    team: Object.fromEntries(teams.rows.map((row) => [row.name, row.team_id])),
  };
}

/** A signed-in collector with a helper to call the API as them. */
export async function createCollector(t: TestApp) {
  const { user, headers } = await authHeader(t);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  return { user, headers, call };
}
