import { CATALOGUE_MESSAGES, completionPercentage, seriesBySetSlugsContract } from '@cardbinder/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { notFound } from '@/lib/errors';
import * as q from './series.queries';
import { canonicalFirst, slugMatches } from './sql-helpers';
import { findSetById } from './sets.queries';
import { toSeries, toSet } from './catalogue.mappers';
import { bindDb } from '@/lib/bind-db';
import { keptVisitorBody } from '@/modules/card-list';

async function seriesDetail(db: Db, where: SQL, order: SQL, userId: number | null) {
  const row = await q.findSeries(db, where, order);
  if (!row) throw notFound(CATALOGUE_MESSAGES.seriesNotFound);
  const [set, parallels, owned] = await Promise.all([
    findSetById(db, row.set_id),
    q.listFamily(db, row.parent_series_id ?? row.series_id, row.series_id),
    userId === null ? Promise.resolve(null) : q.countOwnedInSeries(db, userId, row.series_id),
  ]);
  const total = Math.max(row.card_count, row.card_entered_count);
  return {
    series: toSeries(row),
    set: toSet(set!),
    parallels,
    completion:
      owned === null
        ? null
        : { owned_count: owned, completion_percentage: completionPercentage(owned, total) },
  };
}

/** Slugs in their own or their literal form (accents dropped); exact slugs come first. */
export const seriesBySlug = (db: Db, slug: string, userId: number | null) =>
  seriesDetail(db, slugMatches('s', slug), sql`${canonicalFirst('s', slug)}, s.series_id`, userId);

export const seriesBySetSlugs = (
  db: Db,
  params: { year: number; setSlug: string; seriesSlug: string },
  userId: number | null,
) =>
  seriesDetail(
    db,
    sql`st.year = ${params.year} and ${slugMatches('st', params.setSlug)} and ${slugMatches('s', params.seriesSlug)}`,
    sql`${canonicalFirst('s', params.seriesSlug)}, ${canonicalFirst('st', params.setSlug)}, s.series_id`,
    userId,
  );

/** A series page as a visitor sees it (the same for all), kept while the catalogue does not change. */
export const visitorSeriesBySetSlugs = (
  db: Db,
  params: { year: number; setSlug: string; seriesSlug: string },
) =>
  keptVisitorBody(db, JSON.stringify(['series', params]), async () =>
    // parsed as the route's serialiser would: the answer has exactly the contract's fields
    JSON.stringify(seriesBySetSlugsContract.response.parse(await seriesBySetSlugs(db, params, null))),
  );

export async function seriesOfSet(db: Db, setId: number) {
  return { series: (await q.listSetSeries(db, setId)).map(toSeries) };
}

export async function listSeries(db: Db, query: { set_id?: number; search?: string; limit: number }) {
  const rows = await q.listSeries(
    db,
    { setId: query.set_id, search: query.search || undefined },
    query.limit,
  );
  return { series: rows.map(toSeries) };
}

export const createSeriesService = (db: Db) =>
  bindDb(db, { seriesBySetSlugs, visitorSeriesBySetSlugs, seriesBySlug, seriesOfSet, listSeries });
