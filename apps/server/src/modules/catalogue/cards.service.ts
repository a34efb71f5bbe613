import { CATALOGUE_MESSAGES, slugify, type CardDetail, type TeamRef } from '@cardbinder/shared';
import { playerNamesOfRows, playerSlugOf, teamRef, toDetailCard } from './card-mappers';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { AppError, badRequest } from '@/lib/errors';
import { nameKey } from '@/modules/ingestion/name-keys';
import { cardTableJson } from './card-list-rows';
import * as q from './cards.queries';

/** A 404 on a card page that carries where the page can go instead (the series' first card). */
export class CardNotFoundError extends AppError {
  constructor(
    readonly series: Awaited<ReturnType<typeof q.findSeriesBySlug>> & { first_card: Neighbour | null },
  ) {
    super(404, CATALOGUE_MESSAGES.cardNotFound);
  }
}

type Neighbour = NonNullable<CardDetail['prev_card']>;

function groupByCard(links: q.CardPlayerTeamRow[]): Map<number, q.CardPlayerTeamRow[]> {
  const byCard = new Map<number, q.CardPlayerTeamRow[]>();
  for (const link of links) {
    const list = byCard.get(link.card_id);
    if (list) list.push(link);
    else byCard.set(link.card_id, [link]);
  }
  return byCard;
}

export async function listCards(
  db: Db,
  query: {
    player_id?: number;
    player_name?: string;
    series_id?: number;
    series_slug?: string;
    series_name?: string;
    limit: number;
  },
  userId: number | null,
): Promise<string> {
  let seriesId = query.series_id;
  if (seriesId === undefined && query.series_slug)
    seriesId = (await q.findSeriesBySlug(db, query.series_slug))?.series_id ?? -1;
  if (seriesId === undefined && query.series_name)
    seriesId = (await q.findSeriesIdByNameOrSlug(db, query.series_name)) ?? -1;
  if (seriesId !== undefined)
    return (await cardTableJson(db, { kind: 'series', seriesId }, query.limit, userId)).json;

  let playerIds = query.player_id === undefined ? undefined : [query.player_id];
  if (!playerIds && query.player_name) {
    playerIds = await q.findPlayerIdsByName(db, slugify(query.player_name), nameKey(query.player_name));
  }
  if (!playerIds) throw badRequest(CATALOGUE_MESSAGES.cardsQueryRequired);
  if (playerIds.length === 0) return '[]';
  return (await cardTableJson(db, { kind: 'players', playerIds, teamId: null }, query.limit, userId)).json;
}

function neighbour(
  row: q.NeighbourRow | undefined,
  links: Map<number, q.CardPlayerTeamRow[]>,
): Neighbour | null {
  if (!row) return null;
  const names = playerNamesOfRows(links.get(row.card_id) ?? []);
  return {
    card_id: row.card_id,
    card_number: row.card_number,
    card_slug: row.card_slug,
    player_names: names,
    player_slug: playerSlugOf(names),
  };
}

async function cardDetail(db: Db, row: q.CardRow, userId: number | null): Promise<CardDetail> {
  const [neighbours, parallels, population] = await Promise.all([
    q.findNeighbours(db, row),
    q.listParallelCards(db, row.set_id, row.card_number),
    q.countPopulation(db, row.card_id),
  ]);
  const ids = [row.card_id, ...neighbours.map((n) => n.card_id)];
  const [links, owned] = await Promise.all([
    q.listCardPlayerTeams(db, ids),
    userId === null ? Promise.resolve(null) : q.userCardCounts(db, userId, [row.card_id]),
  ]);
  const byCard = groupByCard(links);
  const card = toDetailCard(row, byCard.get(row.card_id) ?? [], owned);
  const teams = new Map<number, TeamRef>();
  for (const link of byCard.get(row.card_id) ?? []) {
    const team = teamRef(link);
    if (team) teams.set(team.team_id, team);
  }
  return {
    ...card,
    teams: [...teams.values()],
    primary_team: teams.values().next().value ?? null,
    print_run_display: row.print_run_display,
    cyc_population: population,
    front_image_path: row.front_image_path,
    back_image_path: row.back_image_path,
    prev_card: neighbour(
      neighbours.find((n) => n.direction === 'prev'),
      byCard,
    ),
    next_card: neighbour(
      neighbours.find((n) => n.direction === 'next'),
      byCard,
    ),
    parallels: parallels.map((p) => ({ ...p, is_current: p.card_id === row.card_id })),
  };
}

async function notFoundWithFallback(db: Db, seriesSlug: string): Promise<never> {
  const series = await q.findSeriesBySlug(db, seriesSlug);
  if (!series) throw new AppError(404, CATALOGUE_MESSAGES.cardNotFound);
  const first = await q.findFirstCard(db, series.series_id);
  let firstCard: Neighbour | null = null;
  if (first) {
    const links = groupByCard(await q.listCardPlayerTeams(db, [first.card_id]));
    firstCard = neighbour({ direction: 'next', ...first }, links);
  }
  throw new CardNotFoundError({ ...series, first_card: firstCard });
}

/** /card/{seriesSlug}/{cardNumber}/{playerSlug}: the card number decides; the player part is only decoration. */
export async function cardByNumber(db: Db, seriesSlug: string, cardNumber: string, userId: number | null) {
  const row = await q.findCardRow(db, sql`s.slug = ${seriesSlug} and c.card_number = ${cardNumber}`);
  if (!row) return notFoundWithFallback(db, seriesSlug);
  return cardDetail(db, row, userId);
}

/** /sets/{year}/{setSlug}/{seriesSlug}/{cardSlug}; a card number in place of the card slug also works. */
export async function cardBySlugs(
  db: Db,
  params: { year: number; setSlug: string; seriesSlug: string; cardSlug: string },
  userId: number | null,
) {
  const inSeries: SQL = sql`st.year = ${params.year} and st.slug = ${params.setSlug} and s.slug = ${params.seriesSlug}`;
  const row =
    (await q.findCardRow(db, sql`${inSeries} and c.slug = ${params.cardSlug}`)) ??
    (await q.findCardRow(db, sql`${inSeries} and c.card_number = ${params.cardSlug}`));
  if (!row) return notFoundWithFallback(db, params.seriesSlug);
  return cardDetail(db, row, userId);
}

export async function parallelSeries(db: Db, setId: number, cardNumber: string) {
  const rows = await q.listParallelCards(db, setId, cardNumber);
  return rows.map((row) => ({ ...row, is_current: false }));
}
