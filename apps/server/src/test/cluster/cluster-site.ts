import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { ingestChecklist, type ChecklistImport } from '@/modules/ingestion';
import { createUser, TEST_PASSWORD } from '../test-app';
import { testEvents } from '../test-events';
import type { LoadCall } from './cluster-load';

const FIRST = ['Aaron', 'Juan', 'Mookie', 'Corbin', 'Shohei', 'Bobby', 'Julio', 'Ronald', 'Elly', 'Gunnar'];
const LAST = [
  'Judge',
  'Soto',
  'Betts',
  'Carroll',
  'Ohtani',
  'Witt',
  'Rodriguez',
  'Acuna',
  'Cruz',
  'Henderson',
];
const TEAMS = [
  'New York Yankees',
  'Los Angeles Dodgers',
  'Arizona Diamondbacks',
  'Seattle Mariners',
  'Atlanta Braves',
];

/** A release of `cards` cards a series: a base, its gold parallel and a chrome subset. */
function release(year: number, cards: number): ChecklistImport {
  const player = (n: number) => ({
    firstName: FIRST[n % FIRST.length]!,
    lastName: `${LAST[Math.floor(n / FIRST.length) % LAST.length]!}${n >= 100 ? Math.floor(n / 100) : ''}`,
    teamName: TEAMS[n % TEAMS.length]!,
  });
  const list = (offset: number) =>
    Array.from({ length: cards }, (_, n) => ({ cardNumber: String(n + 1), players: [player(n + offset)] }));
  return {
    set: { name: 'Cluster Series', year, manufacturer: 'Topps', organization: 'MLB' },
    series: [
      { name: 'Base', isBase: true, cards: list(0) },
      {
        name: 'Gold',
        isBase: false,
        parentName: 'Base',
        colorName: 'Gold',
        printRunDisplay: '/50',
        cards: [],
      },
      { name: 'Chrome', isBase: false, cards: list(cards) },
    ],
  };
}

export interface Site {
  admin: Record<string, string>;
  collectors: Record<string, string>[];
  playerSlugs: string[];
  seriesIds: number[];
  cardIds: number[];
  searches: string[];
}

/** Signs in through `url`, as the client `ip` (the servers trust the loopback proxy's X-Forwarded-For). */
export async function signInAt(url: string, email: string, ip: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

/** The catalogue and the members a cluster test or benchmark works on, written straight to the primary. */
export async function seedSite(
  database: Database,
  url: string,
  size: { releases: number; cards: number; collectors: number },
): Promise<Site> {
  for (let n = 0; n < size.releases; n += 1)
    await ingestChecklist(database.db, release(2000 + n, size.cards), testEvents);
  const adminUser = await createUser(database, { role: 'admin' });
  const members = [];
  for (let n = 0; n < size.collectors; n += 1) members.push(await createUser(database));
  const rows = async <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    (await database.db.execute<T>(statement)).rows;
  return {
    admin: await signInAt(url, adminUser.email, '198.51.100.200'),
    collectors: await Promise.all(members.map((m, n) => signInAt(url, m.email, `198.51.100.${n + 1}`))),
    playerSlugs: (
      await rows<{ slug: string }>(sql`select slug from players order by player_id limit 50`)
    ).map((r) => r.slug),
    seriesIds: (await rows<{ series_id: number }>(sql`select series_id from series order by series_id`)).map(
      (r) => r.series_id,
    ),
    cardIds: (
      await rows<{ card_id: number }>(sql`select card_id from cards order by card_id limit 2000`)
    ).map((r) => r.card_id),
    searches: ['judge', 'soto 2003', 'ohtani', 'gold', 'chrome betts', 'yankees'],
  };
}

/**
 * What a crowd does, one call after another per client: catalogue lists and pages, card tables, searches,
 * a collection's figures, and one write in ten (a card added to a collection, checked afterwards).
 */
export function siteMix(site: Site): (client: number, n: number) => LoadCall {
  const pick = <T>(list: T[], n: number) => list[n % list.length]!;
  return (client, n) => {
    const collector = pick(site.collectors, client);
    const k = client * 7 + n;
    switch (n % 10) {
      case 0:
        return { name: 'players list', method: 'GET', path: '/api/players-list?limit=100' };
      case 1:
      case 5:
        return {
          name: 'player page',
          method: 'GET',
          path: `/api/players/by-slug/${pick(site.playerSlugs, k)}`,
        };
      case 2:
        return {
          name: 'series cards',
          method: 'GET',
          path: `/api/cards?series_id=${pick(site.seriesIds, k)}&limit=10000`,
        };
      case 3:
      case 6:
        return {
          name: 'search',
          method: 'GET',
          path: `/api/search/universal?q=${encodeURIComponent(pick(site.searches, k))}&limit=20`,
        };
      case 4:
        return { name: 'teams list', method: 'GET', path: '/api/teams-list?limit=100' };
      case 7:
      case 8:
        return {
          name: 'collection stats',
          method: 'GET',
          path: '/api/user/collection/stats',
          headers: collector,
        };
      default:
        return {
          name: 'add a card',
          method: 'POST',
          path: '/api/user/cards',
          headers: collector,
          body: { card_id: pick(site.cardIds, k) },
          madeId: (answer) => (answer as { user_card_id: number }).user_card_id,
        };
    }
  };
}

/** How many of the ids that writes were answered 2xx for are missing from the database (must be none). */
export async function lostWrites(database: Database, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const found = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from user_cards where user_card_id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  return ids.length - found.rows[0]!.n;
}
