import {
  CATALOGUE_MESSAGES,
  playerSlug,
  slugify,
  type Card,
  type CardDetail,
  type TeamRef,
} from '@cardbinder/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { AppError, badRequest } from '@/lib/errors';
import { nameKey } from '@/modules/ingestion/name-keys';
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

function playerNames(links: q.CardPlayerTeamRow[]): string {
  const names = links.filter((l) => l.player_id !== null).map((l) => `${l.first_name} ${l.last_name}`.trim());
  if (names.length > 0) return [...new Set(names)].join(', ');
  return [...new Set(links.flatMap((l) => (l.team_name ? [l.team_name] : [])))].join(', ');
}

function teamRef(link: q.CardPlayerTeamRow): TeamRef | null {
  if (link.team_id === null) return null;
  return {
    team_id: link.team_id,
    name: link.team_name ?? '',
    slug: link.team_slug ?? '',
    abbreviation: link.abbreviation,
    primary_color: link.primary_color,
    secondary_color: link.secondary_color,
  };
}

function toCard(row: q.CardRow, links: q.CardPlayerTeamRow[], owned: Map<number, number> | null): Card {
  const names = playerNames(links);
  return {
    card_id: row.card_id,
    card_number: row.card_number,
    card_slug: row.card_slug,
    sort_order: row.sort_order,
    print_run: row.print_run,
    is_rookie: row.is_rookie,
    is_autograph: row.is_autograph,
    is_relic: row.is_relic,
    notes: row.notes,
    series_id: row.series_id,
    series_name: row.series_name,
    series_slug: row.series_slug,
    is_parallel: row.is_parallel,
    set_id: row.set_id,
    set_name: row.set_name,
    set_slug: row.set_slug,
    set_year: row.set_year,
    color_name: row.color_name,
    color_hex: row.color_hex,
    color_hex_value: row.color_hex,
    player_names: names,
    player_slug: slugify(names.replace(/,/g, ' ')),
    series_rel: {
      series_id: row.series_id,
      name: row.series_name,
      slug: row.series_slug,
      front_image_path: row.front_image_path,
      back_image_path: row.back_image_path,
      print_run_display: row.print_run_display,
    },
    color_rel: row.color_name ? { color: row.color_name, hex_color: row.color_hex ?? '' } : null,
    card_player_teams: links.map((link) => ({
      player:
        link.player_id === null
          ? null
          : {
              player_id: link.player_id,
              first_name: link.first_name ?? '',
              last_name: link.last_name ?? '',
              nick_name: link.nick_name,
              slug: link.player_slug ?? playerSlug(link.first_name, link.last_name),
            },
      team: teamRef(link),
      is_rookie: row.is_rookie,
    })),
    ...(owned ? { user_card_count: owned.get(row.card_id) ?? 0 } : {}),
  };
}

function groupByCard(links: q.CardPlayerTeamRow[]): Map<number, q.CardPlayerTeamRow[]> {
  const byCard = new Map<number, q.CardPlayerTeamRow[]>();
  for (const link of links) {
    const list = byCard.get(link.card_id);
    if (list) list.push(link);
    else byCard.set(link.card_id, [link]);
  }
  return byCard;
}

/** Card rows with their players, teams and (for a signed-in user) owned counts: three queries in all. */
export async function assembleCards(db: Db, rows: q.CardRow[], userId: number | null): Promise<Card[]> {
  const ids = rows.map((row) => row.card_id);
  const [links, owned] = await Promise.all([
    q.listCardPlayerTeams(db, ids),
    userId === null ? Promise.resolve(null) : q.userCardCounts(db, userId, ids),
  ]);
  const byCard = groupByCard(links);
  return rows.map((row) => toCard(row, byCard.get(row.card_id) ?? [], owned));
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
): Promise<Card[]> {
  let seriesId = query.series_id;
  if (seriesId === undefined && query.series_slug)
    seriesId = (await q.findSeriesBySlug(db, query.series_slug))?.series_id ?? -1;
  if (seriesId === undefined && query.series_name)
    seriesId = (await q.findSeriesIdByNameOrSlug(db, query.series_name)) ?? -1;
  if (seriesId !== undefined)
    return assembleCards(db, await q.listSeriesCards(db, seriesId, query.limit), userId);

  let playerIds = query.player_id === undefined ? undefined : [query.player_id];
  if (!playerIds && query.player_name) {
    playerIds = await q.findPlayerIdsByName(db, slugify(query.player_name), nameKey(query.player_name));
  }
  if (!playerIds) throw badRequest(CATALOGUE_MESSAGES.cardsQueryRequired);
  if (playerIds.length === 0) return [];
  return assembleCards(db, await q.listPlayerCards(db, playerIds, null, query.limit), userId);
}

function neighbour(
  row: q.NeighbourRow | undefined,
  links: Map<number, q.CardPlayerTeamRow[]>,
): Neighbour | null {
  if (!row) return null;
  const names = playerNames(links.get(row.card_id) ?? []);
  return {
    card_id: row.card_id,
    card_number: row.card_number,
    card_slug: row.card_slug,
    player_names: names,
    player_slug: slugify(names.replace(/,/g, ' ')),
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
  const card = toCard(row, byCard.get(row.card_id) ?? [], owned);
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
