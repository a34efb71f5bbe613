import { CATALOGUE_MESSAGES } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { notFound } from '@/lib/errors';
import { toSeries, toSet } from './catalogue.mappers';
import { listSetSeries } from './series.queries';
import * as q from './sets.queries';
import { toIso } from '@/db/sql';
import { recordVisit } from './visits.queries';
import { bindDb } from '@/lib/bind-db';

/** The download address of a set's master-set spreadsheet. */
const spreadsheetUrl = (setId: number) => `/api/spreadsheet-generation/download/${setId}`;

export async function spreadsheetStatus(db: Db, setId: number) {
  const row = await q.findSpreadsheet(db, setId);
  if (!row) return null;
  return {
    blob_url: spreadsheetUrl(row.set_id),
    format: row.format,
    file_size: row.file_size,
    generated_at: toIso(row.generated_at) ?? '',
  };
}

export async function listYears(db: Db) {
  return { years: await q.listYears(db) };
}

export async function listSets(db: Db, filter: { year?: number; search?: string }) {
  return {
    sets: (await q.listSets(db, { year: filter.year, search: filter.search || undefined })).map(toSet),
  };
}

async function findSetOr404(db: Db, year: number, slug: string) {
  const row = await q.findSetBySlug(db, year, slug);
  if (!row) throw notFound(CATALOGUE_MESSAGES.setNotFound);
  return row;
}

/** Set page: the set, its series (each base followed by its parallels) and the spreadsheet when there is one. */
export async function setDetail(db: Db, year: number, slug: string) {
  const row = await findSetOr404(db, year, slug);
  const [series, spreadsheet] = await Promise.all([
    listSetSeries(db, row.set_id),
    row.has_spreadsheet ? spreadsheetStatus(db, row.set_id) : Promise.resolve(null),
  ]);
  return { set: toSet(row), series: series.map(toSeries), spreadsheet };
}

export async function trackSetVisit(db: Db, setId: number, userId: number | null) {
  if (!(await recordVisit(db, 'set', setId, userId))) throw notFound(CATALOGUE_MESSAGES.setNotFound);
  return { success: true };
}

export const createSetsService = (db: Db) =>
  bindDb(db, {
    listYears,
    listSets,
    setDetail,
    trackSetVisit,
    spreadsheetStatus,
    findSetById: q.findSetById,
  });
