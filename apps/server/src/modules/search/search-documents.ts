import { sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';
import { intArray } from '@/db/sql';
import {
  BASE_OF_SET,
  playerDocuments,
  seriesDocuments,
  setDocuments,
  teamDocuments,
  upsertCards,
  upsertDocuments,
} from './search-document-sql';
import { withinIds } from './search-sql';

/**
 * Which catalogue rows changed. Each kind also refreshes the documents that show or count them:
 * a set → its series and cards, and the players and teams on them; a series → its cards and its set;
 * a player → the player's cards; a team → the team's players; a card → that card.
 * With `cardsOnly` only cards and their player-team pairs changed: the listed sets, series, players and teams
 * changed in what they count, not in what they show of themselves, so nothing is widened beyond them and the
 * cards of the listed series (whose size each card carries).
 */
export interface SearchScope {
  setIds?: number[];
  seriesIds?: number[];
  playerIds?: number[];
  teamIds?: number[];
  cardIds?: number[];
  cardsOnly?: boolean;
}

/** Documents of deleted rows go; card documents follow their cards by foreign key. */
async function removeOrphans(db: Executor): Promise<void> {
  await db.execute(sql`
    delete from search_documents d where
      (d.entity_type = 'player' and not exists (select 1 from players where player_id = d.entity_id)) or
      (d.entity_type = 'team' and not exists (select 1 from teams where team_id = d.entity_id)) or
      (d.entity_type = 'set' and not exists (select 1 from sets where set_id = d.entity_id)) or
      (d.entity_type = 'series' and not exists (select 1 from series where series_id = d.entity_id))`);
}

const ids = (list: number[] | undefined) => (list?.length ? list : undefined);

const listed = (list: number[]) => sql`select unnest(${intArray(list)})`;

/** The union of the given id queries; undefined when there are none. */
const anyOf = (queries: (SQL | undefined)[]): SQL | undefined => {
  const present = queries.filter((query): query is SQL => query !== undefined);
  return present.length === 0
    ? undefined
    : sql.join(
        present.map((query) => sql`(${query})`),
        sql` union `,
      );
};

/** Bump when what the documents hold changes (words, names, facets): servers rebuild them once on start. */
export const SEARCH_DOCUMENTS_VERSION = 2;

/** Records that every document was written by this version (after a full rebuild or a whole load). */
export async function markSearchDocumentsCurrent(db: Executor): Promise<void> {
  await db.execute(sql`insert into search_index_state (id, version) values (1, ${SEARCH_DOCUMENTS_VERSION}::int)
    on conflict (id) do update set version = excluded.version`);
}

/** Rebuilds every search document when they were written by another version of search-document-sql.ts; true if it did. */
export async function rebuildOutdatedSearchDocuments(db: Db): Promise<boolean> {
  const state = await db.execute<{ version: number }>(
    sql`select version from search_index_state where id = 1`,
  );
  if (state.rows[0]?.version === SEARCH_DOCUMENTS_VERSION) return false;
  await db.transaction((tx) => refreshSearchDocuments(tx, 'all'));
  return true;
}

/**
 * Brings the search documents of the scope up to date; call it inside the transaction that changed the
 * catalogue (ingestion, admin edits). 'all' rebuilds everything (after a bulk load or a restore).
 */
export async function refreshSearchDocuments(db: Executor, scope: SearchScope | 'all'): Promise<void> {
  if (scope === 'all') {
    await refreshEverything(db);
    return;
  }
  if (scope.cardsOnly) await refreshCardsChange(db, scope);
  else await refreshRowsChange(db, scope);
  await removeOrphans(db);
}

async function refreshEverything(db: Executor): Promise<void> {
  for (const build of [teamDocuments, playerDocuments, setDocuments, seriesDocuments]) {
    await upsertDocuments(db, build(sql`true`));
  }
  await upsertCards(db, sql`true`);
  await removeOrphans(db);
  await markSearchDocumentsCurrent(db);
}

/** Rows whose own fields changed: every document that shows them follows (see SearchScope). */
async function refreshRowsChange(db: Executor, scope: SearchScope): Promise<void> {
  const sets = ids(scope.setIds);
  const series = ids(scope.seriesIds);
  const players = ids(scope.playerIds);
  const teams = ids(scope.teamIds);
  const cards = ids(scope.cardIds);
  const pairsOfSets = (column: SQL) => sql`select ${column} from card_player_teams cpt
    join cards c on c.card_id = cpt.card_id join series s on s.series_id = c.series_id
    where ${withinIds(sql`s.set_id`, sets)}`;

  // each target list is a union of indexed lookups: one "or" across them would read the whole table
  const teamTargets = anyOf([teams && listed(teams), sets && pairsOfSets(sql`cpt.team_id`)]);
  // teams created by the reference data have no cards yet but are searchable all the same
  await upsertDocuments(
    db,
    teamDocuments(sql`(${teamTargets ? sql`t.team_id in (${teamTargets})` : sql`false`}
      or not exists (select 1 from search_documents where entity_type = 'team' and entity_id = t.team_id))`),
  );
  const playerTargets = anyOf([
    players && listed(players),
    teams && sql`select player_id from player_teams where ${withinIds(sql`team_id`, teams)}`,
    sets && pairsOfSets(sql`cpt.player_id`),
  ]);
  if (playerTargets) await upsertDocuments(db, playerDocuments(sql`p.player_id in (${playerTargets})`));
  const setTargets = anyOf([
    sets && listed(sets),
    series && sql`select set_id from series where ${withinIds(sql`series_id`, series)}`,
  ]);
  if (setTargets) await upsertDocuments(db, setDocuments(sql`st.set_id in (${setTargets})`));
  const seriesTargets = anyOf([
    sets && sql`select series_id from series where ${withinIds(sql`set_id`, sets)}`,
    series && listed(series),
  ]);
  if (seriesTargets) await upsertDocuments(db, seriesDocuments(sql`s.series_id in (${seriesTargets})`));
  const cardTargets = anyOf([
    sets &&
      sql`select c.card_id from cards c join series s on s.series_id = c.series_id
      where ${withinIds(sql`s.set_id`, sets)}`,
    series && sql`select card_id from cards where ${withinIds(sql`series_id`, series)}`,
    cards && listed(cards),
    players && sql`select card_id from card_player_teams where ${withinIds(sql`player_id`, players)}`,
  ]);
  if (cardTargets) await upsertCards(db, sql`c.card_id in (${cardTargets})`);
}

/**
 * Cards added, edited or removed: the listed rows' own documents (their counts) and the cards of the listed
 * series. A set whose base series changed with its counts (the largest series when none is marked) has the
 * cards of the old and the new base re-ranked too.
 */
async function refreshCardsChange(db: Executor, scope: SearchScope): Promise<void> {
  const sets = ids(scope.setIds);
  const series = ids(scope.seriesIds);
  const players = ids(scope.playerIds);
  const teams = ids(scope.teamIds);
  const cards = ids(scope.cardIds);
  if (teams) await upsertDocuments(db, teamDocuments(withinIds(sql`t.team_id`, teams)));
  if (players) await upsertDocuments(db, playerDocuments(withinIds(sql`p.player_id`, players)));
  if (sets) await upsertDocuments(db, setDocuments(withinIds(sql`st.set_id`, sets)));
  if (series) await upsertDocuments(db, seriesDocuments(withinIds(sql`s.series_id`, series)));
  const rerankedBase =
    sets &&
    sql`
    with ranked_now as (
      select s.series_id from series s where ${withinIds(sql`s.set_id`, sets)}
        and (s.is_base or s.series_id in (select series_id from (${BASE_OF_SET}) b where ${withinIds(sql`b.set_id`, sets)}))),
    ranked_before as (
      select s.series_id from series s where ${withinIds(sql`s.set_id`, sets)}
        and (select sc.series_rank from cards c join search_cards sc on sc.card_id = c.card_id
             where c.series_id = s.series_id order by c.sort_order limit 1) = 2),
    changed as ((select * from ranked_now except select * from ranked_before)
      union (select * from ranked_before except select * from ranked_now))
    select card_id from cards where series_id in (select series_id from changed)`;
  const cardTargets = anyOf([
    series && sql`select card_id from cards where ${withinIds(sql`series_id`, series)}`,
    cards && listed(cards),
    rerankedBase,
  ]);
  if (cardTargets) await upsertCards(db, sql`c.card_id in (${cardTargets})`);
}
