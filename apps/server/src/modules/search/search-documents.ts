import { sql } from 'drizzle-orm';
import type { SqlColumns } from '@/db/rows';
import type { searchIndexState } from '@/db/schema';
import type { Db, Executor } from '@/db/client';
import { affectedRows, type CatalogueScope, type EventSubscriptions, type ScopeNeed } from '@/events';
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
 * Which catalogue rows changed (an event's scope). Each kind also refreshes the documents that show or count
 * them (SHOWN_ON_ROWS_CHANGE). With `cardsOnly` only cards and their player-team pairs changed: the listed
 * sets, series, players and teams changed in what they count, not in what they show of themselves, so nothing
 * is widened beyond them and the cards of the listed series (whose size each card carries).
 */
export type SearchScope = CatalogueScope;

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

/** Bump when what the documents hold changes (words, names, facets): servers rebuild them once on start. */
export const SEARCH_DOCUMENTS_VERSION = 2;

/** Records that every document was written by this version (after a full rebuild or a whole load). */
export async function markSearchDocumentsCurrent(db: Executor): Promise<void> {
  await db.execute(sql`insert into search_index_state (id, version) values (1, ${SEARCH_DOCUMENTS_VERSION}::int)
    on conflict (id) do update set version = excluded.version`);
}

/** Rebuilds every search document when they were written by another version of search-document-sql.ts; true if it did. */
export async function rebuildOutdatedSearchDocuments(db: Db): Promise<boolean> {
  const state = await db.execute<SqlColumns<typeof searchIndexState, 'version'>>(
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

/**
 * What each kind of document shows, for a change of the rows' own fields: a team's document counts the cards of
 * a changed set; a player's names their teams and counts a set's cards; a set's counts its series; a series'
 * shows its set; a card's facets name its set, series and players (teams by id, which a rename keeps).
 */
const SHOWN_ON_ROWS_CHANGE = {
  teams: { rows: 'teams', shows: ['teams', 'sets'] },
  players: { rows: 'players', shows: ['players', 'teams', 'sets'] },
  sets: { rows: 'sets', shows: ['sets', 'series'] },
  series: { rows: 'series', shows: ['sets', 'series'] },
  cards: { rows: 'cards', shows: ['sets', 'series', 'cards', 'players'] },
} as const satisfies Record<string, ScopeNeed>;

/** Rows whose own fields changed: every document that shows them follows (see SearchScope). */
async function refreshRowsChange(db: Executor, scope: SearchScope): Promise<void> {
  const teamTargets = affectedRows(scope, SHOWN_ON_ROWS_CHANGE.teams);
  // teams created by the reference data have no cards yet but are searchable all the same
  await upsertDocuments(
    db,
    teamDocuments(sql`(${teamTargets ? sql`t.team_id in (${teamTargets})` : sql`false`}
      or not exists (select 1 from search_documents where entity_type = 'team' and entity_id = t.team_id))`),
  );
  const playerTargets = affectedRows(scope, SHOWN_ON_ROWS_CHANGE.players);
  if (playerTargets) await upsertDocuments(db, playerDocuments(sql`p.player_id in (${playerTargets})`));
  const setTargets = affectedRows(scope, SHOWN_ON_ROWS_CHANGE.sets);
  if (setTargets) await upsertDocuments(db, setDocuments(sql`st.set_id in (${setTargets})`));
  const seriesTargets = affectedRows(scope, SHOWN_ON_ROWS_CHANGE.series);
  if (seriesTargets) await upsertDocuments(db, seriesDocuments(sql`s.series_id in (${seriesTargets})`));
  const cardTargets = affectedRows(scope, SHOWN_ON_ROWS_CHANGE.cards);
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
  // the cards of a listed series carry its size
  const counted = affectedRows(scope, { rows: 'cards', shows: ['series', 'cards'] });
  const cardTargets =
    counted && rerankedBase ? sql`${counted} union (${rerankedBase})` : (counted ?? rerankedBase);
  if (cardTargets) await upsertCards(db, sql`c.card_id in (${cardTargets})`);
}

/** The search module's subscriber: documents follow every catalogue change, in the change's delivery. */
export function subscribeSearchDocuments(events: EventSubscriptions): void {
  events.on('catalogue.cardsChanged', 'search.documents', refreshSearchDocuments);
}
