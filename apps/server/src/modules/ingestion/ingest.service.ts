import { setSlugify } from '@cardbinder/shared';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';
import { refreshAggregates } from '@/modules/aggregates/aggregates.service';
import { refreshSearchDocuments } from '@/modules/search/search-documents';
import * as q from './ingest.queries';
import type { CardImport, ChecklistImport, IngestReport, SeriesImport } from './ingest.types';
import { createPlayerResolver } from './player-resolver';
import { seedReferenceData } from './reference/seed-reference';
import { createTeamResolver } from './team-resolver';

const DEFAULT_COLOR_HEX = '#3b82f6';

async function uniqueSeriesSlug(db: Executor, base: string): Promise<string> {
  let slug = base;
  for (let n = 2; await q.slugTaken(db, 'series', slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

function cardSlug(card: CardImport): string {
  const names = card.players.map((p) => `${p.firstName} ${p.lastName}`).join(' ');
  return setSlugify(`${card.cardNumber} ${names || (card.teamNames ?? []).join(' ')}`) || 'card';
}

/** A parallel without cards of its own repeats its parent's, numbered to the parallel's print run. */
function effectiveCards(series: SeriesImport, byName: Map<string, SeriesImport>): CardImport[] {
  if (series.cards.length > 0 || !series.parentName) return series.cards;
  const parent = byName.get(series.parentName);
  if (!parent) return [];
  const printRun =
    series.maxPrintRun && (series.minPrintRun ?? series.maxPrintRun) === series.maxPrintRun ? series.maxPrintRun : null;
  return effectiveCards(parent, byName).map((card) => ({ ...card, printRun: printRun ?? card.printRun ?? null }));
}

async function writeChecklist(tx: Executor, checklist: ChecklistImport): Promise<IngestReport> {
  await seedReferenceData(tx);
  const orgAbbreviation = checklist.set.organization ?? 'MLB';
  const org = await tx.execute<{ id: number }>(
    sql`select organization_id as id from organizations where abbreviation = ${orgAbbreviation}`,
  );
  const organizationId = org.rows[0]?.id ?? null;
  const manufacturerId = checklist.set.manufacturer ? await q.upsertManufacturer(tx, checklist.set.manufacturer) : null;
  const setName = checklist.set.name.trim();
  const setId = await q.upsertSet(tx, {
    name: setName,
    slug: setSlugify(setName),
    year: checklist.set.year,
    organizationId,
    manufacturerId,
  });

  const teams = await createTeamResolver(tx, organizationId);
  const players = await createPlayerResolver(tx);
  const existing = new Map((await q.findSeries(tx, setId)).map((row) => [row.name, row.series_id]));
  const byName = new Map(checklist.series.map((series) => [series.name, series]));
  const seriesIds = new Map<string, number>();
  let cardsCreated = 0;
  let listedCards = 0;

  for (const series of checklist.series) {
    let seriesId = existing.get(series.name);
    if (!seriesId) {
      const colorId = series.colorName
        ? await q.upsertColor(tx, series.colorName, series.colorHex ?? DEFAULT_COLOR_HEX)
        : null;
      const base = setSlugify(series.name === setName ? `${checklist.set.year} ${setName}` : `${checklist.set.year} ${setName} ${series.name}`);
      seriesId = await q.insertSeries(tx, {
        setId,
        name: series.name,
        slug: await uniqueSeriesSlug(tx, base),
        isBase: series.isBase,
        colorId,
        printRunDisplay: series.printRunDisplay ?? null,
        minPrintRun: series.minPrintRun ?? null,
        maxPrintRun: series.maxPrintRun ?? null,
      });
    }
    seriesIds.set(series.name, seriesId);
    listedCards += new Set(series.cards.map((card) => card.cardNumber)).size;

    const cards = effectiveCards(series, byName);
    const slugs = await q.existingCardSlugs(tx, seriesId);
    const taken = new Set(slugs.values());
    const rows: q.CardRow[] = [];
    for (const [index, card] of cards.entries()) {
      if (slugs.has(card.cardNumber) || rows.some((row) => row.cardNumber === card.cardNumber)) continue;
      let slug = cardSlug(card);
      for (let n = 2; taken.has(slug); n += 1) slug = `${cardSlug(card)}-${n}`;
      taken.add(slug);
      rows.push({
        cardNumber: card.cardNumber,
        slug,
        sortOrder: card.sortOrder ?? index + 1,
        isRookie: card.isRookie ?? false,
        isAutograph: card.isAutograph ?? false,
        isRelic: card.isRelic ?? false,
        printRun: card.printRun ?? null,
        notes: card.notes ?? null,
      });
    }
    if (rows.length === 0) continue;
    const { created, cards: stored } = await q.upsertCards(tx, seriesId, rows);
    cardsCreated += created;
    const idByNumber = new Map(stored.map((row) => [row.card_number, row.card_id]));
    const links: Parameters<typeof q.linkCardPlayers>[1] = [];
    for (const card of cards) {
      const cardId = idByNumber.get(card.cardNumber);
      if (!cardId || !rows.some((row) => row.cardNumber === card.cardNumber)) continue;
      for (const [order, player] of card.players.entries()) {
        const teamId = await teams.resolve(player.teamName);
        links.push({ cardId, playerId: await players.resolve(player, teamId), teamId, sortOrder: order + 1 });
      }
      if (card.players.length === 0) {
        for (const [order, teamName] of (card.teamNames ?? []).entries()) {
          links.push({ cardId, playerId: null, teamId: await teams.resolve(teamName), sortOrder: order + 1 });
        }
      }
    }
    await q.linkCardPlayers(tx, links);
  }

  for (const series of checklist.series) {
    const parentId = series.parentName ? seriesIds.get(series.parentName) : undefined;
    if (parentId) await q.setSeriesParent(tx, seriesIds.get(series.name)!, parentId);
  }

  const touchedPlayers = await tx.execute<{ player_id: number | null; team_id: number | null }>(sql`
    select distinct cpt.player_id, cpt.team_id from card_player_teams cpt
    join cards c on c.card_id = cpt.card_id join series s on s.series_id = c.series_id where s.set_id = ${setId}`);
  const allSeries = (await q.findSeries(tx, setId)).map((row) => row.series_id);
  await refreshAggregates(tx, {
    seriesIds: allSeries,
    setIds: [setId],
    playerIds: [...new Set(touchedPlayers.rows.flatMap((row) => (row.player_id ? [row.player_id] : [])))],
    teamIds: [...new Set(touchedPlayers.rows.flatMap((row) => (row.team_id ? [row.team_id] : [])))],
  });
  await refreshSearchDocuments(tx, { setIds: [setId] });
  const total = await tx.execute<{ n: number }>(sql`select card_count as n from sets where set_id = ${setId}`);

  return {
    set: { name: setName, year: checklist.set.year },
    series: checklist.series.length,
    parallels: checklist.series.filter((series) => series.parentName).length,
    listedCards,
    cards: total.rows[0]!.n,
    cardsCreated,
    playersCreated: players.created.length,
    teamsCreated: teams.created.length,
  };
}

/** Writes one checklist in one transaction: all of it lands, or nothing does. */
export function ingestChecklist(db: Db, checklist: ChecklistImport): Promise<IngestReport> {
  return db.transaction((tx) => writeChecklist(tx, checklist));
}
