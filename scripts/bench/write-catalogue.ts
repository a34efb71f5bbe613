import { setSlugify, slugify } from '@cardbinder/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { pgArray } from '@/db/sql';
import type { CataloguePlan } from './catalogue-plan';

type Log = (message: string) => void;

/** The card's player: a skewed pick (a few stars get thousands of cards), the same for a base card and its parallels. */
const playerIndex = (
  players: number,
  setId: ReturnType<typeof sql>,
  g: ReturnType<typeof sql>,
  numbering: ReturnType<typeof sql>,
) =>
  sql`floor(${players} * power(abs(hashtext(${setId} || '/' || ${g} || '/' || ${numbering}))::float8 / 2147483648, 1.5))::int`;

export async function writeCatalogue(db: Db, plan: CataloguePlan, log: Log): Promise<void> {
  await db.execute(sql`
    insert into teams (name, slug, city, mascot, abbreviation, organization_id, primary_color, secondary_color)
    select t.name, t.slug, t.city, t.mascot, t.abbr, (select organization_id from organizations where abbreviation = 'MiLB'),
           '#1e3a8a', '#f59e0b'
    from unnest(${pgArray(plan.teams.map((t) => t.name))}::text[], ${pgArray(plan.teams.map((t) => slugify(t.name)))}::text[],
                ${pgArray(plan.teams.map((t) => t.city))}::text[], ${pgArray(plan.teams.map((t) => t.mascot))}::text[],
                ${pgArray(plan.teams.map((t) => t.abbreviation))}::text[]) as t(name, slug, city, mascot, abbr)
    on conflict do nothing`);
  await db.execute(sql`
    insert into players (first_name, last_name, slug, name_key)
    select f, l, s, lower(unaccent(f || ' ' || l))
    from unnest(${pgArray(plan.players.map((p) => p.firstName))}::text[], ${pgArray(plan.players.map((p) => p.lastName))}::text[],
                ${pgArray(plan.players.map((p) => p.slug))}::text[]) as t(f, l, s)`);
  await db.execute(sql`
    insert into manufacturers (name) select distinct unnest(${pgArray(plan.sets.map((s) => s.manufacturer))}::text[])
    on conflict do nothing`);
  await db.execute(sql`
    insert into sets (name, slug, year, organization_id, manufacturer_id)
    select t.name, t.slug, t.year, (select organization_id from organizations where abbreviation = 'MLB'), m.manufacturer_id
    from unnest(${pgArray(plan.sets.map((s) => s.name))}::text[], ${pgArray(plan.sets.map((s) => setSlugify(s.name)))}::text[],
                ${pgArray(plan.sets.map((s) => s.year))}::int[], ${pgArray(plan.sets.map((s) => s.manufacturer))}::text[])
         with ordinality as t(name, slug, year, manufacturer, position)
    join manufacturers m on m.name = t.manufacturer
    order by t.position`);
  log(`teams, ${plan.players.length} players and ${plan.sets.length} sets written`);

  const set = (i: number) => plan.sets[i]!;
  const seriesSlug = (i: number) => {
    const s = plan.series[i]!;
    return `${setSlugify(`${set(s.setIndex).year} ${set(s.setIndex).name} ${s.name}`)}-${i + 1}`;
  };
  const col = <T extends string | number | boolean | null>(
    pickValue: (s: CataloguePlan['series'][number], i: number) => T,
  ) => pgArray(plan.series.map(pickValue));
  await db.execute(sql`create temp table bench_plan as
    select t.*, st.set_id, st.year, 0 as series_id from unnest(
      ${col((s) => s.setIndex)}::int[], ${col((s) => s.name)}::text[], ${col((s) => s.isBase)}::bool[],
      ${col((s) => s.parentIndex)}::int[], ${col((s) => s.colorName)}::text[], ${col((s) => s.printRun)}::int[],
      ${col((s) => s.numbering)}::text[], ${col((s) => s.cards)}::int[], ${col((s) => s.isAutograph)}::bool[],
      ${col((s) => s.isRelic)}::bool[], ${col((_, i) => seriesSlug(i))}::text[])
      with ordinality as t(set_index, name, is_base, parent_index, color_name, print_run, numbering, cards, is_autograph, is_relic, slug, position)
    join (select set_id, year, row_number() over (order by set_id) - 1 as set_index from sets) st on st.set_index = t.set_index`);
  await db.execute(sql`insert into colors (name, hex_value)
    select distinct color_name, '#888888' from bench_plan where color_name is not null on conflict do nothing`);
  await db.execute(sql`
    with inserted as (
      insert into series (set_id, name, slug, is_base, color_id, print_run_display, min_print_run, max_print_run)
      select p.set_id, p.name, p.slug, p.is_base, c.color_id,
             case when p.print_run = 1 then '1/1' when p.print_run is not null then '/' || p.print_run end,
             p.print_run, p.print_run
      from bench_plan p left join colors c on c.name = p.color_name order by p.position
      returning series_id, slug)
    update bench_plan p set series_id = i.series_id from inserted i where i.slug = p.slug`);
  await db.execute(sql`update series s set parallel_of_series = base.series_id
    from bench_plan p join bench_plan base on base.set_id = p.set_id and base.is_base
    where p.series_id = s.series_id and p.parent_index is not null`);
  log(`${plan.series.length} series written`);

  await db.execute(sql`create temp table bench_players as
    select row_number() over (order by player_id) - 1 as idx, player_id, slug from players`);
  await db.execute(sql`create temp table bench_teams as
    select row_number() over (order by team_id) - 1 as idx, team_id from teams`);
  const playerCount = plan.players.length;
  const teamCount = (await db.execute<{ n: number }>(sql`select count(*)::int n from bench_teams`)).rows[0]!
    .n;
  const setIds = (
    await db.execute<{ set_id: number }>(sql`select set_id from sets order by set_id`)
  ).rows.map((r) => r.set_id);
  const batch = 100;
  for (let start = 0; start < setIds.length; start += batch) {
    const from = setIds[start]!;
    const to = setIds[Math.min(start + batch, setIds.length) - 1]!;
    await db.execute(sql`
      insert into cards (series_id, card_number, slug, sort_order, is_rookie, is_autograph, is_relic, print_run)
      select p.series_id, n.card_number, n.card_number || '-' || pl.slug, g,
             abs(hashtext(p.set_id || ':' || g || ':' || p.numbering)) % 100 < 8, p.is_autograph, p.is_relic, p.print_run
      from bench_plan p
      cross join lateral generate_series(1, p.cards) g
      cross join lateral (select case when p.numbering = 'base' then g::text else p.numbering || '-' || g end as card_number) n
      join bench_players pl on pl.idx = ${playerIndex(playerCount, sql`p.set_id`, sql`g`, sql`p.numbering`)}
      where p.set_id between ${from} and ${to}`);
    await db.execute(sql`
      insert into card_player_teams (card_id, player_id, team_id, sort_order)
      select c.card_id, pl.player_id, t.team_id, 1
      from cards c join bench_plan p on p.series_id = c.series_id
      join bench_players pl on pl.idx = ${playerIndex(playerCount, sql`p.set_id`, sql`c.sort_order`, sql`p.numbering`)}
      join bench_teams t on t.idx = (pl.idx * 7 + p.year / 4) % ${teamCount}
      where p.set_id between ${from} and ${to}`);
    log(`cards for sets ${start + 1}-${Math.min(start + batch, setIds.length)} written`);
  }
  await db.execute(sql`insert into player_teams (player_id, team_id)
    select distinct player_id, team_id from card_player_teams where player_id is not null and team_id is not null
    on conflict do nothing`);
  await db.execute(sql`drop table bench_plan; drop table bench_players; drop table bench_teams`);
}
