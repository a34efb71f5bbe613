import { CATALOGUE_MESSAGES, slugify, type CardDetail, type TeamRef } from '@cardbinder/shared';
import { playerSlugOf } from '@/modules/card-list';
import { playerNamesOfRows, teamRef, toDetailCard } from './card-mappers';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { AppError, badRequest } from '@/lib/errors';
import { nameKey } from './name-keys';
import type { PhotoUrlSigner } from '@/modules/photos';
import { primaryPhotoUrl } from '@/modules/photos';
import {
  findCardIdByAsciiSlug,
  findSeriesBySlug,
  findSeriesInSet,
  type AddressSeriesRow,
} from './card-addresses.queries';
import { cardTableJson, emptyCardTable, type CardTable } from '@/modules/card-list';
import * as q from './cards.queries';
import { bindDb } from '@/lib/bind-db';

/** A 404 on a card page that carries where the page can go instead (the series' first card). */
export class CardNotFoundError extends AppError {
  constructor(readonly series: AddressSeriesRow & { first_card: Neighbour | null }) {
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
): Promise<Pick<CardTable, 'json' | 'listBody' | 'packedBody'>> {
  let seriesId = query.series_id;
  if (seriesId === undefined && query.series_slug)
    seriesId = (await findSeriesBySlug(db, query.series_slug))?.series_id ?? -1;
  if (seriesId === undefined && query.series_name)
    seriesId = (await q.findSeriesIdByNameOrSlug(db, query.series_name)) ?? -1;
  if (seriesId !== undefined) return cardTableJson(db, { kind: 'series', seriesId }, query.limit, userId);

  let playerIds = query.player_id === undefined ? undefined : [query.player_id];
  if (!playerIds && query.player_name) {
    playerIds = await q.findPlayerIdsByName(db, slugify(query.player_name), nameKey(query.player_name));
  }
  if (!playerIds) throw badRequest(CATALOGUE_MESSAGES.cardsQueryRequired);
  if (playerIds.length === 0) return emptyCardTable();
  return cardTableJson(db, { kind: 'players', playerIds, teamId: null }, query.limit, userId);
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

/** Who is looking at a card page: a visitor (null) or a signed-in user, whose own photos may be shown. */
export type CardViewer = { userId: number; photoUrls: PhotoUrlSigner } | null;

async function cardDetail(db: Db, row: q.CardRow, viewer: CardViewer): Promise<CardDetail> {
  const userId = viewer?.userId ?? null;
  const [neighbours, parallels, population] = await Promise.all([
    q.findNeighbours(db, row),
    q.listParallelCards(db, row.series_id, row.card_number),
    q.countPopulation(db, row.card_id),
  ]);
  const ids = [row.card_id, ...neighbours.map((n) => n.card_id)];
  const [links, owned, photoUrl] = await Promise.all([
    q.listCardPlayerTeams(db, ids),
    userId === null ? Promise.resolve(null) : q.userCardCounts(db, userId, [row.card_id]),
    viewer ? primaryPhotoUrl(db, viewer.photoUrls, viewer.userId, row.card_id) : Promise.resolve(null),
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
    primary_photo_url: photoUrl,
  };
}

async function notFoundWithFallback(db: Db, series: AddressSeriesRow | undefined): Promise<never> {
  if (!series) throw new AppError(404, CATALOGUE_MESSAGES.cardNotFound);
  const first = await q.findFirstCard(db, series.series_id);
  let firstCard: Neighbour | null = null;
  if (first) {
    const links = groupByCard(await q.listCardPlayerTeams(db, [first.card_id]));
    firstCard = neighbour({ direction: 'next', ...first }, links);
  }
  throw new CardNotFoundError({ ...series, first_card: firstCard });
}

/**
 * /card/{seriesSlug}/{cardNumber}/{playerSlug}: the card number decides; the player part is only decoration.
 * Slugs may come in their literal form (accents dropped); the answer carries the canonical ones.
 */
export async function cardByNumber(db: Db, seriesSlug: string, cardNumber: string, viewer: CardViewer) {
  const series = await findSeriesBySlug(db, seriesSlug);
  const row =
    series &&
    (await q.findCardRow(db, sql`c.series_id = ${series.series_id} and c.card_number = ${cardNumber}`));
  if (!row) return notFoundWithFallback(db, series);
  return cardDetail(db, row, viewer);
}

/** /sets/{year}/{setSlug}/{seriesSlug}/{cardSlug}; a card number in place of the card slug also works. */
export async function cardBySlugs(
  db: Db,
  params: { year: number; setSlug: string; seriesSlug: string; cardSlug: string },
  viewer: CardViewer,
) {
  const { year, setSlug, seriesSlug, cardSlug } = params;
  const series = await findSeriesInSet(db, year, setSlug, seriesSlug);
  if (!series) return notFoundWithFallback(db, await findSeriesBySlug(db, seriesSlug));
  const inSeries: SQL = sql`c.series_id = ${series.series_id}`;
  const asciiId = async () => {
    const cardId = await findCardIdByAsciiSlug(db, series.series_id, cardSlug);
    return cardId === undefined ? undefined : q.findCardRow(db, sql`c.card_id = ${cardId}`);
  };
  const row =
    (await q.findCardRow(db, sql`${inSeries} and c.slug = ${cardSlug}`)) ??
    (await q.findCardRow(db, sql`${inSeries} and c.card_number = ${cardSlug}`)) ??
    (await asciiId());
  if (!row) return notFoundWithFallback(db, series);
  return cardDetail(db, row, viewer);
}

export async function parallelSeries(db: Db, setId: number, cardNumber: string) {
  const rows = await q.listSeriesWithCardNumber(db, setId, cardNumber);
  return rows.map((row) => ({ ...row, is_current: false }));
}

export const createCardsService = (db: Db) =>
  bindDb(db, { listCards, cardByNumber, cardBySlugs, parallelSeries });
