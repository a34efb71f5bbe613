/**
 * Purchase title matching on the full-size catalogue (issue 41): 200 cards picked evenly over every card,
 * written in the held-out seller styles, and 40 listings that are not one card; `matchTitle` alone, timed per
 * line, with the share added, added right and added-or-suggested with the right card first.
 *
 *   DATABASE_URL=postgres://…/cardbinder_bench_copy npx tsx --tsconfig apps/server/tsconfig.json scripts/bench/match-titles.ts
 *
 * It migrates the database it is pointed at: use a copy of the benchmark database.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '@/config';
import { migrateDatabase, openDatabase } from '@/db/client';
import {
  cardTitle,
  describeMeasures,
  HELD_OUT_TEMPLATES,
  isLabelledCard,
  matchMeasures,
  matchTitle,
  pick,
  seededRandom,
  type SampleCard,
} from '@/modules/marketplace';
import { createSearchService } from '@/modules/search';

const CARD_LINES = 200;

type Row = {
  card_id: number;
  card_number: string;
  year: number;
  set_name: string;
  series_name: string;
  is_base: boolean;
  parent: string | null;
  print_run: number | null;
  is_rookie: boolean;
  is_autograph: boolean;
  is_relic: boolean;
  players: { first: string; last: string; team: string | null }[] | null;
};

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

async function main() {
  const config = loadConfig(process.env);
  if (!config.databaseUrl) throw new Error('Point DATABASE_URL at a copy of the benchmark database');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: '/tmp/unused' });
  await migrateDatabase(database);
  const db = database.db;
  const random = seededRandom(4141);
  const [range] = (
    await db.execute<{ low: number; high: number }>(
      sql`select min(card_id) low, max(card_id) high from cards`,
    )
  ).rows;
  const samples: SampleCard[] = [];
  for (let i = 0; samples.length < CARD_LINES && i < CARD_LINES * 2; i++) {
    const from = Math.floor(range!.low + ((range!.high - range!.low) * (i + 0.5)) / (CARD_LINES * 2));
    const [row] = (
      await db.execute<Row>(sql`
        select c.card_id, c.card_number, st.year, st.name set_name, s.name series_name, s.is_base,
          ps.name parent, coalesce(c.print_run, s.max_print_run) print_run, c.is_rookie, c.is_autograph, c.is_relic,
          (select json_agg(json_build_object('first', p.first_name, 'last', p.last_name, 'team', t.name) order by cpt.sort_order)
            from card_player_teams cpt join players p on p.player_id = cpt.player_id
            left join teams t on t.team_id = cpt.team_id where cpt.card_id = c.card_id) players
        from cards c join series s on s.series_id = c.series_id join sets st on st.set_id = s.set_id
        left join series ps on ps.series_id = s.parallel_of_series
        where c.card_id >= ${from} order by c.card_id limit 1`)
    ).rows;
    if (!row?.players?.length) continue;
    samples.push({
      set: { name: row.set_name, year: row.year },
      series: { name: row.series_name, isBase: row.is_base, parentName: row.parent, cards: [] },
      card: {
        cardNumber: row.card_number,
        isRookie: row.is_rookie,
        isAutograph: row.is_autograph,
        isRelic: row.is_relic,
        players: row.players.map((p) => ({ firstName: p.first, lastName: p.last, teamName: p.team })),
      },
      printRun: row.print_run,
      numberOptional: false,
      yearOptional: false,
    });
  }
  const labels = samples.map((sample) => cardTitle(random, sample, pick(random, HELD_OUT_TEMPLATES)));
  for (let i = 0; i < 40; i++) {
    const { card, set } = pick(random, samples);
    const player = `${card.players[0]!.firstName} ${card.players[0]!.lastName}`;
    const title = pick(random, [
      `${player} lot of ${3 + i} ${set.year} ${set.name}`,
      `${set.year} ${set.name} hobby box break ${card.players[0]!.teamName ?? ''} random team`,
      `${player} x${2 + (i % 5)} ${set.year} ${set.name} RC`,
      `${set.year} ${set.name} sealed blaster box`,
    ]);
    labels.push({
      title,
      kind: 'not_a_single_card',
      card: null,
      grade: null,
      serial_number: null,
      style: 'not one card',
    });
  }
  const search = createSearchService(database.search);
  const timings: number[] = [];
  const answers = [];
  for (const label of labels.slice(0, 10)) await matchTitle(db, search, config.marketplaceMatch, label.title);
  const cpuBefore = process.cpuUsage();
  for (const label of labels) {
    const started = performance.now();
    answers.push(await matchTitle(db, search, config.marketplaceMatch, label.title));
    timings.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const measures = matchMeasures(labels, answers);
  process.stdout.write(`${describeMeasures('Full-size catalogue', measures)}\n`);
  process.stdout.write(
    `per line ms: p50 ${percentile(timings, 50).toFixed(1)}, p95 ${percentile(timings, 95).toFixed(1)}, max ${Math.max(...timings).toFixed(1)}; ` +
      `this process's CPU ${((cpu.user + cpu.system) / 1000 / labels.length).toFixed(2)} ms a line\n`,
  );
  if (process.env.MATCH_SLOW)
    for (const [i, answer] of answers.entries())
      if (timings[i]! > Number(process.env.MATCH_SLOW))
        process.stdout.write(
          `  ${timings[i]!.toFixed(0)} ms ${answer.title}\n    ${answer.explanation.join('\n    ')}\n`,
        );
  for (const [i, answer] of answers.entries())
    if (labels[i]!.card && !isLabelledCard(labels[i]!, answer.card) && process.env.MATCH_DETAILS)
      process.stdout.write(
        `  ${answer.decision} ${labels[i]!.title}\n    ${answer.explanation.join('\n    ')}\n`,
      );
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
