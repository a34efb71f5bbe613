import {
  ADMIN_SERIES_LIMIT,
  ADMIN_SERIES_MESSAGES as M,
  CATALOGUE_MESSAGES,
  setSlugify,
  type SeriesBody,
} from '@cardbinder/shared';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';
import { badRequest, conflict, notFound } from '@/lib/errors';
import { findSeriesRow, findSetById, listSeriesRows, toSeries, toSet } from '@/modules/catalogue';
import type { EventWriter } from '@/events';
import * as q from './admin-series.queries';
import { dropSlugRedirects, recordSlugRedirect } from './slug-redirects.queries';
import { auditCatalogue, seriesSnapshot, seriesValuesSnapshot, type Actor } from './catalogue-audit';

type Current = NonNullable<Awaited<ReturnType<typeof q.findSeriesForEdit>>>;

const seriesTarget = (seriesId: number, name: string) => ({ type: 'series', id: seriesId, name }) as const;

async function loadSeries(db: Executor, seriesId: number) {
  const row = await findSeriesRow(db, sql`s.series_id = ${seriesId}`, sql`s.series_id`);
  if (!row) throw notFound(CATALOGUE_MESSAGES.seriesNotFound);
  return toSeries(row);
}

/** Series slugs are global: '{year} {set} {series}', as the importer builds them, with -2… on a clash. */
async function uniqueSlug(db: Executor, set: { year: number; name: string }, name: string, seriesId: number) {
  const base =
    setSlugify(name === set.name ? `${set.year} ${set.name}` : `${set.year} ${set.name} ${name}`) || 'series';
  let slug = base;
  for (let n = 2; await q.seriesSlugTaken(db, slug, seriesId); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** Checks a create (current undefined) or an edit and returns what to store (doc 3 §4, §5 Series). */
async function seriesValues(tx: Executor, body: SeriesBody, current?: Current) {
  const seriesId = current?.series_id ?? 0;
  const set = await q.findSetForSeries(tx, body.set_id);
  if (!set) throw badRequest(M.setNotFound);
  const parallelOf = body.parallel_of_series ?? null;
  if (parallelOf !== null) {
    const parent = await q.findSeriesForEdit(tx, parallelOf);
    const valid = parent && parent.set_id === set.set_id && parent.parallel_of_series === null;
    if (!valid || parallelOf === seriesId) throw badRequest(M.parentInvalid);
    if (current && (await q.countParallels(tx, seriesId)) > 0) throw badRequest(M.parentHasParallels);
  }
  const colorId = body.color_id ?? null;
  if (colorId !== null && !(await q.colorExists(tx, colorId))) throw badRequest(M.colorNotFound);
  if (await q.seriesNameTaken(tx, set.set_id, body.name, seriesId)) throw conflict(M.seriesExists);
  const moved = !current || current.name !== body.name || current.set_id !== set.set_id;
  const values: q.SeriesValues = {
    name: body.name,
    slug: moved ? await uniqueSlug(tx, set, body.name, seriesId) : current.slug,
    // a parallel is never the base
    isBase: parallelOf === null && (body.is_base ?? false),
    cardCount: body.card_count ?? 0,
    parallelOf,
    colorId,
    printRunDisplay: body.print_run_display ?? null,
    minPrintRun: body.min_print_run ?? null,
    maxPrintRun: body.max_print_run ?? null,
  };
  return { set, values };
}

/**
 * Series add, edit, delete and create parallel. Each records catalogue.cardsChanged for the series and its set
 * (and a moved series' old set), so counts, search documents, card rows and spreadsheets follow. Entered and
 * rookie counts are recomputed from the cards by that event's aggregates; card_count is the checklist size.
 */
export function createAdminSeriesService(db: Db, events: EventWriter) {
  return {
    async list(query: { set?: number; search?: string; series_id?: number; limit?: number }) {
      const rows = query.series_id
        ? [await findSeriesRow(db, sql`s.series_id = ${query.series_id}`, sql`s.series_id`)].filter(
            (row) => row !== undefined,
          )
        : await listSeriesRows(
            db,
            { setId: query.set, search: query.search?.trim() || undefined },
            query.limit ?? ADMIN_SERIES_LIMIT,
          );
      const setRow = query.set ? await findSetById(db, query.set) : undefined;
      return { series: rows.map(toSeries), setInfo: setRow ? toSet(setRow) : null };
    },

    colors: async () => ({ colors: await q.listColors(db) }),

    async create(actor: Actor, body: SeriesBody) {
      const seriesId = await events.write(db, async (tx, record) => {
        const { set, values } = await seriesValues(tx, body);
        const seriesId = await q.insertSeries(tx, set.set_id, values);
        const seriesIds = values.parallelOf ? [seriesId, values.parallelOf] : [seriesId];
        await record('catalogue.cardsChanged', { seriesIds, setIds: [set.set_id] });
        await auditCatalogue(tx, actor, 'series.create', seriesTarget(seriesId, values.name), {
          after: seriesValuesSnapshot(set.set_id, values),
        });
        return seriesId;
      });
      return { success: true, message: M.seriesCreated, series: await loadSeries(db, seriesId) };
    },

    /** A rename or a move to another set moves the series' slug (its address). */
    async update(actor: Actor, seriesId: number, body: SeriesBody) {
      await events.write(db, async (tx, record) => {
        const current = await q.findSeriesForEdit(tx, seriesId);
        if (!current) throw notFound(CATALOGUE_MESSAGES.seriesNotFound);
        const { set, values } = await seriesValues(tx, body, current);
        await q.updateSeries(tx, seriesId, set.set_id, values);
        await recordSlugRedirect(tx, 'series', seriesId, current.slug, values.slug);
        const parents = [current.parallel_of_series, values.parallelOf].filter((id) => id !== null);
        await record('catalogue.cardsChanged', {
          seriesIds: [seriesId, ...parents],
          setIds: [...new Set([current.set_id, set.set_id])],
        });
        await auditCatalogue(tx, actor, 'series.update', seriesTarget(seriesId, current.name), {
          before: seriesSnapshot(current),
          after: seriesValuesSnapshot(set.set_id, values),
        });
      });
      return { success: true, message: M.seriesUpdated, series: await loadSeries(db, seriesId) };
    },

    /** Refused while collectors own copies of its cards (the message says how many). */
    async remove(actor: Actor, seriesId: number) {
      const name = await events.write(db, async (tx, record) => {
        const current = await q.findSeriesForEdit(tx, seriesId);
        if (!current) throw notFound(CATALOGUE_MESSAGES.seriesNotFound);
        const owned = await q.countOwnedCopiesInSeries(tx, seriesId);
        if (owned > 0) throw conflict(M.seriesOwned(owned));
        await q.deleteSeries(tx, seriesId);
        await dropSlugRedirects(tx, 'series', seriesId);
        const parents = current.parallel_of_series === null ? [] : [current.parallel_of_series];
        await record('catalogue.cardsChanged', {
          seriesIds: [seriesId, ...parents],
          setIds: [current.set_id],
        });
        await auditCatalogue(tx, actor, 'series.delete', seriesTarget(seriesId, current.name), {
          before: seriesSnapshot(current),
        });
        return current.name;
      });
      return { success: true, message: M.seriesDeleted(name) };
    },

    /** Create parallel: the series' cards copied into a new parallel of it (of its parent if it is one). */
    async duplicate(
      actor: Actor,
      seriesId: number,
      body: { name: string; color_id?: number | null; print_run?: number | null },
    ) {
      const created = await events.write(db, async (tx, record) => {
        const source = await q.findSeriesForEdit(tx, seriesId);
        if (!source) throw notFound(CATALOGUE_MESSAGES.seriesNotFound);
        const printRun = body.print_run ?? null;
        const { set, values } = await seriesValues(tx, {
          name: body.name,
          set_id: source.set_id,
          is_base: false,
          parallel_of_series: source.parallel_of_series ?? source.series_id,
          color_id: body.color_id ?? null,
          print_run_display: printRun === null ? source.print_run_display : `/${printRun}`,
          min_print_run: printRun ?? source.min_print_run,
          max_print_run: printRun ?? source.max_print_run,
        });
        const newId = await q.insertSeries(tx, set.set_id, values);
        const cardIds = await q.copyCards(tx, seriesId, newId, printRun);
        await record('catalogue.cardsChanged', {
          seriesIds: [newId, values.parallelOf!],
          setIds: [set.set_id],
          cardIds,
        });
        await auditCatalogue(tx, actor, 'series.duplicate', seriesTarget(newId, values.name), {
          before: { source_series_id: seriesId, ...seriesSnapshot(source) },
          after: { ...seriesValuesSnapshot(set.set_id, values), cards_created: cardIds.length },
        });
        return { seriesId: newId, cards: cardIds.length };
      });
      return {
        success: true,
        cards_created: created.cards,
        message: M.parallelCreated(created.cards),
        series: await loadSeries(db, created.seriesId),
      };
    },
  };
}
