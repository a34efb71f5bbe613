import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { measure, type Timing } from '../measure';

const one = async <T extends Record<string, unknown>>(db: Db, statement: ReturnType<typeof sql>) => {
  const row = (await db.execute<T>(statement)).rows[0];
  if (!row) throw new Error('The benchmark catalogue is empty: run npm run bench:data first');
  return row;
};

/** The public catalogue's heaviest pages: the targets of the catalogue issue. */
export async function benchCatalogue(
  app: FastifyInstance,
  db: Db,
  options: { runs: number },
): Promise<Timing[]> {
  const star = await one<{ player_id: number; slug: string; card_count: number }>(
    db,
    sql`select player_id, slug, card_count from players order by card_count desc limit 1`,
  );
  const big = await one<{
    series_id: number;
    slug: string;
    set_slug: string;
    year: number;
    card_count: number;
  }>(
    db,
    sql`select s.series_id, s.slug, st.slug set_slug, st.year, s.card_count
        from series s join sets st on st.set_id = s.set_id order by s.card_count desc, s.series_id limit 1`,
  );
  const card = await one<{ slug: string }>(
    db,
    sql`select slug from cards where series_id = ${big.series_id} order by sort_order offset ${Math.floor(big.card_count / 2)} limit 1`,
  );
  const run = (name: string, url: string) => measure(app, name, url, { runs: options.runs });
  const seriesPath = `${big.year}/${big.set_slug}/${big.slug}`;
  return [
    await run('home counts (GET /api/database-stats)', '/api/database-stats'),
    await run('players list, first page of 100', '/api/players-list?limit=100'),
    await run('players list, page 20', '/api/players-list?limit=100&page=20'),
    await run(`player detail (${star.card_count} cards)`, `/api/players/by-slug/${star.slug}`),
    await run(
      `player card table (${star.card_count} cards)`,
      `/api/cards?player_id=${star.player_id}&limit=10000`,
    ),
    await run(`series detail (${big.card_count} cards)`, `/api/sets/${seriesPath}`),
    await run(
      `series card table (${big.card_count} cards)`,
      `/api/cards?series_id=${big.series_id}&limit=10000`,
    ),
    await run('card page (middle of the largest series)', `/api/card-detail/${seriesPath}/${card.slug}`),
    await run('set detail (the largest set)', `/api/sets/${big.year}/${big.set_slug}`),
    await run('teams list', '/api/teams-list?limit=100'),
  ];
}
