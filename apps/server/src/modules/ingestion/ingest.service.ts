import { setSlugify } from '@cardbinder/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { SqlColumns } from '@/db/rows';
import type { cardPlayerTeams } from '@/db/schema';
import type { EventWriter, RecordEvent } from '@/events';
import { cardSlug, effectiveCards, uniqueSlug } from './card-rows';
import * as q from './ingest.queries';
import type { CardImport, ChecklistImport, IngestReport } from './ingest.types';
import { createPlayerResolver, type PlayerRequest } from './player-resolver';
import { seedReferenceData } from '@/modules/catalogue';
import { createTeamResolver } from './team-resolver';

const DEFAULT_COLOR_HEX = '#3b82f6';

/**
 * Writes a checklist with a fixed, small number of statements whatever its size (series, cards, players and
 * links each go in one statement), so a 20,000-card set costs a few dozen round trips, not thousands.
 */
async function writeChecklist(
  tx: Executor,
  checklist: ChecklistImport,
  record: RecordEvent,
): Promise<IngestReport & { setId: number }> {
  await seedReferenceData(tx);
  const organization = checklist.set.organization === undefined ? 'MLB' : checklist.set.organization;
  const org = await tx.execute<{ id: number }>(
    sql`select organization_id as id from organizations where abbreviation = ${organization}`,
  );
  const organizationId = org.rows[0]?.id ?? null;
  const manufacturerId = checklist.set.manufacturer
    ? await q.upsertManufacturer(tx, checklist.set.manufacturer)
    : null;
  const setName = checklist.set.name.trim();
  const year = checklist.set.year;
  const setId = await q.upsertSet(tx, {
    name: setName,
    slug: setSlugify(setName),
    year,
    organizationId,
    manufacturerId,
  });

  // series: the new ones in one statement, with slugs unique across the catalogue
  const seriesIds = new Map((await q.findSeries(tx, setId)).map((row) => [row.name, row.series_id]));
  const fresh = checklist.series.filter((series) => !seriesIds.has(series.name));
  const colorIds = await q.upsertColors(
    tx,
    [
      ...new Map(
        fresh.flatMap((s) => (s.colorName ? [[s.colorName, s.colorHex ?? DEFAULT_COLOR_HEX]] : [])),
      ).entries(),
    ].map(([name, hex]) => ({ name, hex })),
  );
  const slugPrefix = setSlugify(`${year} ${setName}`);
  const takenSeriesSlugs = await q.slugsStartingWith(tx, 'series', slugPrefix);
  const inserted = await q.insertSeries(
    tx,
    setId,
    fresh.map((series) => ({
      name: series.name,
      slug: uniqueSlug(
        series.name === setName ? slugPrefix : setSlugify(`${year} ${setName} ${series.name}`),
        takenSeriesSlugs,
      ),
      isBase: series.isBase,
      colorId: series.colorName ? (colorIds.get(series.colorName) ?? null) : null,
      printRunDisplay: series.printRunDisplay ?? null,
      minPrintRun: series.minPrintRun ?? null,
      maxPrintRun: series.maxPrintRun ?? null,
    })),
  );
  for (const row of inserted) seriesIds.set(row.name, row.series_id);
  await q.setSeriesParents(
    tx,
    checklist.series.flatMap((series) => {
      const parentId = series.parentName ? seriesIds.get(series.parentName) : undefined;
      return parentId ? [{ seriesId: seriesIds.get(series.name)!, parentId }] : [];
    }),
  );

  // cards: every series' new cards in one statement
  const existing = await q.findSetCards(tx, setId);
  const slugsBySeries = new Map<number, Set<string>>();
  const known = new Set<string>();
  for (const card of existing) {
    known.add(`${card.series_id}\u0000${card.card_number}`);
    slugsBySeries.set(card.series_id, (slugsBySeries.get(card.series_id) ?? new Set()).add(card.slug));
  }
  const byName = new Map(checklist.series.map((series) => [series.name, series]));
  const newCards: { seriesId: number; card: CardImport }[] = [];
  const rows: q.CardRow[] = [];
  let listedCards = 0;
  for (const series of checklist.series) {
    const seriesId = seriesIds.get(series.name)!;
    listedCards += new Set(series.cards.map((card) => card.cardNumber)).size;
    const taken = slugsBySeries.get(seriesId) ?? new Set<string>();
    for (const [index, card] of effectiveCards(series, byName).entries()) {
      const key = `${seriesId}\u0000${card.cardNumber}`;
      if (known.has(key)) continue;
      known.add(key);
      newCards.push({ seriesId, card });
      rows.push({
        seriesId,
        cardNumber: card.cardNumber,
        slug: uniqueSlug(cardSlug(card), taken),
        sortOrder: card.sortOrder ?? index + 1,
        isRookie: card.isRookie ?? false,
        isAutograph: card.isAutograph ?? false,
        isRelic: card.isRelic ?? false,
        printRun: card.printRun ?? null,
        notes: card.notes ?? null,
      });
    }
  }
  const cardsCreated = await q.insertCards(tx, rows);

  // players, teams and the links of the new cards
  const teams = await createTeamResolver(tx, organization);
  const players = await createPlayerResolver(tx);
  const cardIds = new Map(
    (newCards.length > 0 ? await q.findSetCards(tx, setId) : []).map((c) => [
      `${c.series_id}\u0000${c.card_number}`,
      c.card_id,
    ]),
  );
  const requests: (PlayerRequest & { cardId: number; sortOrder: number })[] = [];
  const links: Parameters<typeof q.linkCardPlayers>[1] = [];
  for (const { seriesId, card } of newCards) {
    const cardId = cardIds.get(`${seriesId}\u0000${card.cardNumber}`)!;
    for (const [order, player] of card.players.entries()) {
      requests.push({ player, teamId: await teams.resolve(player.teamName), cardId, sortOrder: order + 1 });
    }
    if (card.players.length > 0) continue;
    for (const [order, teamName] of (card.teamNames ?? []).entries()) {
      links.push({ cardId, playerId: null, teamId: await teams.resolve(teamName), sortOrder: order + 1 });
    }
  }
  const playerIds = await players.resolveAll(requests);
  requests.forEach((request, index) =>
    links.push({
      cardId: request.cardId,
      playerId: playerIds[index]!,
      teamId: request.teamId,
      sortOrder: request.sortOrder,
    }),
  );
  await q.linkCardPlayers(tx, links);

  const touched = await tx.execute<SqlColumns<typeof cardPlayerTeams, 'player_id' | 'team_id'>>(sql`
    select distinct cpt.player_id, cpt.team_id from card_player_teams cpt
    join cards c on c.card_id = cpt.card_id join series s on s.series_id = c.series_id where s.set_id = ${setId}`);
  // one event for the whole checklist, however many cards it wrote
  await record('catalogue.cardsChanged', {
    seriesIds: [...seriesIds.values()],
    setIds: [setId],
    playerIds: [...new Set(touched.rows.flatMap((row) => (row.player_id ? [row.player_id] : [])))],
    teamIds: [...new Set(touched.rows.flatMap((row) => (row.team_id ? [row.team_id] : [])))],
  });

  return {
    setId,
    set: { name: setName, year },
    series: checklist.series.length,
    parallels: checklist.series.filter((series) => series.parentName).length,
    listedCards,
    cards: 0,
    cardsCreated,
    playersCreated: players.created.length,
    teamsCreated: teams.created.length,
    teamGuesses: teams.guesses,
  };
}

/**
 * Writes one checklist in one transaction (a savepoint inside a caller's): all of it lands, or nothing does.
 * Its event is delivered right after (inside a caller's transaction, with it), so the report's card count is
 * the one the aggregates subscriber refreshed.
 */
export async function ingestChecklist(
  db: Executor,
  checklist: ChecklistImport,
  events: EventWriter,
): Promise<IngestReport> {
  const { setId, ...report } = await events.write(db, (tx, record) => writeChecklist(tx, checklist, record));
  const total = await db.execute<{ n: number }>(
    sql`select card_count as n from sets where set_id = ${setId}`,
  );
  return { ...report, cards: total.rows[0]!.n };
}
