import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Db, Executor } from '@/db/client';
import { enqueueJob } from '@/jobs/job-queue';
import type { JobHandler } from '@/jobs/worker';
import {
  affectedRows,
  ALL_CATALOGUE_ROWS,
  type CatalogueScope,
  type EventSubscriptions,
  type ScopeNeed,
} from '@/events';
import { loadCards } from '@/modules/card-list';
import * as q from './spreadsheets.queries';
import { toIso } from '@/db/sql';
import { CATALOGUE_MESSAGES, spreadsheetText } from '@cardbinder/shared';
import { notFound } from '@/lib/errors';
import { findSetById } from '@/modules/catalogue';
import type { FileStorage } from '@/plugins/storage';

export { SPREADSHEET_JOB } from './spreadsheets.queries';

const COLUMNS = [
  { header: 'Card #', key: 'number', width: 10 },
  { header: 'Player(s)', key: 'players', width: 32 },
  { header: 'Team(s)', key: 'teams', width: 28 },
  { header: 'Series', key: 'series', width: 30 },
  { header: 'Print Run', key: 'printRun', width: 10 },
  { header: 'Color', key: 'color', width: 14 },
  { header: 'RC', key: 'rc', width: 6 },
  { header: 'Auto', key: 'auto', width: 6 },
  { header: 'Relic', key: 'relic', width: 6 },
  { header: 'Notes', key: 'notes', width: 30 },
];

/** Spreadsheets live in the file storage, named by set id only (never by anything a user typed). */
export function createSpreadsheetFiles(storage: FileStorage) {
  return {
    keyFor: (setId: number) => `spreadsheets/${Math.trunc(setId)}.xlsx`,
    open: (key: string) => storage.get(key),
    /** stores what `write` streams into it under the key; the earlier file stays until the new one is whole */
    async store(key: string, write: (stream: PassThrough) => Promise<number>) {
      const stream = new PassThrough();
      const stored = storage.put(key, stream);
      const rows = await write(stream).catch((error: unknown) => {
        stream.destroy(error instanceof Error ? error : new Error(String(error)));
        throw error;
      });
      return { rows, size: (await stored).size };
    },
  };
}
export type SpreadsheetFiles = ReturnType<typeof createSpreadsheetFiles>;

/** Queues (once) the master-set spreadsheet of a set; the worker writes it. */
export function enqueueSetSpreadsheet(db: Executor, setId: number, createdBy: number | null = null) {
  return enqueueJob(db, {
    type: q.SPREADSHEET_JOB,
    payload: { set_id: setId },
    createdBy,
    dedupeKey: `${q.SPREADSHEET_JOB}:${setId}`,
  });
}

/** A set's master spreadsheet lists its series and cards with their players' and teams' names. */
const SPREADSHEET_SHOWS = { rows: 'sets', shows: ALL_CATALOGUE_ROWS } as const satisfies ScopeNeed;

/**
 * A catalogue change makes the stored spreadsheets that show a changed row stale (a renamed player's or
 * team's sets among them): each such set gets its sheet written again (a set never generated waits for its
 * first request, as before).
 */
export async function requeueStoredSpreadsheets(tx: Executor, scope: CatalogueScope): Promise<void> {
  const sets = affectedRows(scope, SPREADSHEET_SHOWS);
  if (!sets) return;
  for (const setId of await q.setsWithSpreadsheet(tx, sets)) await enqueueSetSpreadsheet(tx, setId);
}

/** The spreadsheets' subscriber: stored sheets follow catalogue changes. */
export function subscribeSpreadsheets(events: EventSubscriptions): void {
  events.on('catalogue.cardsChanged', 'spreadsheets.requeue', requeueStoredSpreadsheets);
}

/** Writes every card of the set, series by series (each base followed by its parallels), as a stream. */
async function writeWorkbook(
  db: Db,
  setId: number,
  stream: PassThrough,
  progress: (done: number, total: number) => Promise<void>,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet('Master Set', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const seriesIds = await q.listSetSeriesIds(db, setId);
  let rows = 0;
  for (const [index, seriesId] of seriesIds.entries()) {
    const cards = await loadCards(db, { kind: 'series', seriesId }, 100_000, null);
    for (const card of cards) {
      const teams = [
        ...new Set(card.card_player_teams.flatMap((link) => (link.team ? [link.team.name] : []))),
      ];
      sheet
        .addRow({
          // every text cell through the shared neutraliser: catalogue text is shown, never run (issue 38)
          number: spreadsheetText(card.card_number),
          players: spreadsheetText(card.player_names),
          teams: spreadsheetText(teams.join(', ')),
          series: spreadsheetText(card.series_name),
          printRun: card.print_run,
          color: spreadsheetText(card.color_name ?? ''),
          rc: card.is_rookie ? 'RC' : '',
          auto: card.is_autograph ? 'AUTO' : '',
          relic: card.is_relic ? 'RELIC' : '',
          notes: spreadsheetText(card.notes ?? ''),
        })
        .commit();
      rows += 1;
    }
    await progress(index + 1, seriesIds.length);
  }
  sheet.autoFilter = { from: 'A1', to: 'J1' };
  await sheet.commit();
  await workbook.commit();
  return rows;
}

export function spreadsheetJobHandler(files: SpreadsheetFiles): JobHandler {
  return async ({ db, job, progress }) => {
    const setId = Number((job.payload as { set_id?: unknown }).set_id);
    const set = await q.findSetForSheet(db, setId);
    if (!set) return { skipped: 'set no longer exists' };
    const key = files.keyFor(setId);
    const { rows, size } = await files.store(key, (stream) => writeWorkbook(db, setId, stream, progress));
    await q.upsertSpreadsheet(db, { setId, storageKey: key, fileSize: size });
    return { set_id: setId, rows, file_size: size };
  };
}

export async function spreadsheetQueue(db: Db) {
  const [rows, pending] = await Promise.all([q.listQueue(db), q.countPending(db)]);
  return {
    queue_length: pending,
    jobs: rows.map((row) => ({
      ...row,
      queued_at: toIso(row.queued_at) ?? '',
      started_at: toIso(row.started_at),
      finished_at: toIso(row.finished_at),
    })),
  };
}

export async function spreadsheetDownload(db: Db, files: SpreadsheetFiles, setId: number) {
  const row = await q.findSpreadsheetFile(db, setId);
  const opened = row ? await files.open(row.storage_key) : null;
  if (!row || !opened) return null;
  return { ...opened, filename: `${row.year}-${row.slug}-master-set.xlsx` };
}

/** The spreadsheets the HTTP routes serve: the admin queue, downloads and a regenerate call. */
export function createSpreadsheetsService(db: Db, files: SpreadsheetFiles) {
  return {
    queue: () => spreadsheetQueue(db),
    download: (setId: number) => spreadsheetDownload(db, files, setId),
    /** queues the set's spreadsheet again; 404 for a set that does not exist */
    async regenerate(setId: number, createdBy: number) {
      if (!(await findSetById(db, setId))) throw notFound(CATALOGUE_MESSAGES.setNotFound);
      return enqueueSetSpreadsheet(db, setId, createdBy);
    },
  };
}
