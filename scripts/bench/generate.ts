/**
 * npm run bench:data -- [--cards 800000] [--users 10000 --user-cards 5000000] [--data-dir ./data-bench] [--fresh]
 * Builds a full-size synthetic catalogue (and optionally collections) for the benchmarks, on PGlite or DATABASE_URL.
 * `--reindex` only rebuilds the search documents of an existing benchmark catalogue (after a search change).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '@/db/client';
import { AGGREGATE_TYPES, recomputeAggregate } from '@/modules/aggregates';
import { MLB_TEAMS } from '@/modules/catalogue';
import { seedReferenceData } from '@/modules/catalogue';
import { refreshSearchDocuments } from '@/modules/search';
import { planCatalogue } from './catalogue-plan';
import { writeCatalogue } from './write-catalogue';
import { writeCollections } from './write-collections';
import { writeTradingData } from './write-trading';

const { values } = parseArgs({
  options: {
    cards: { type: 'string', default: '800000' },
    sets: { type: 'string', default: '2000' },
    players: { type: 'string', default: '7000' },
    teams: { type: 'string', default: '140' },
    users: { type: 'string', default: '0' },
    'user-cards': { type: 'string', default: '0' },
    'data-dir': { type: 'string', default: './data-bench' },
    seed: { type: 'string', default: '20261123' },
    fresh: { type: 'boolean', default: false },
    reindex: { type: 'boolean', default: false },
  },
});

const started = Date.now();
const log = (message: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);
const count = (name: string) => {
  const value = Number(values[name as keyof typeof values]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
};

async function main() {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: path.resolve(values['data-dir'], 'pglite'),
    poolSize: 1,
  });
  try {
    await migrateDatabase(database);
    const db = database.db;
    if (values.reindex) {
      await refreshSearchDocuments(db, 'all');
      await db.execute(sql`analyze`);
      log('search documents rebuilt');
      return;
    }
    if (values.fresh) {
      await db.execute(
        sql`truncate users, sets, players, teams, colors, manufacturers restart identity cascade`,
      );
      log('existing catalogue and users removed');
    }
    const existing = await db.execute<{ n: number }>(sql`select count(*)::int n from sets`);
    if (existing.rows[0]!.n > 0)
      throw new Error('The database already has a catalogue; pass --fresh to replace it.');
    await seedReferenceData(db);
    const plan = planCatalogue({
      cards: count('cards'),
      sets: count('sets'),
      players: count('players'),
      teams: Math.max(count('teams') - MLB_TEAMS.length, 0),
      seed: count('seed'),
    });
    log(`plan: ${plan.sets.length} sets, ${plan.series.length} series, ${plan.players.length} players`);
    await writeCatalogue(db, plan, log);
    for (const type of AGGREGATE_TYPES) await recomputeAggregate(db, type);
    log('aggregates computed');
    await refreshSearchDocuments(db, 'all');
    log('search documents built');
    if (count('users') > 0)
      await writeCollections(db, { users: count('users'), userCards: count('user-cards') }, log);
    if (count('users') > 0) await writeTradingData(db, log);
    // as autovacuum would leave it: visibility maps set and hint bits written, or the first benchmark pays for them
    await db.execute(sql`vacuum analyze`);
    const totals =
      await db.execute(sql`select (select count(*)::int from sets) sets, (select count(*)::int from series) series,
      (select count(*)::int from players) players, (select count(*)::int from teams) teams,
      (select count(*)::int from cards) cards, (select count(*)::int from users) users,
      (select count(*)::int from user_cards) user_cards`);
    log(`done (${database.mode}): ${JSON.stringify(totals.rows[0])}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
