import { createHash } from 'node:crypto';
import {
  COLLECTION_IMPORT,
  COLLECTION_IMPORT_MESSAGES as M,
  type ImportCandidate,
  type ImportField,
} from '@cardbinder/shared';
import type { Db } from '@/db/client';
import type { JobHandler } from '@/jobs/worker';
import { AppError } from '@/lib/errors';
import { matchTitle, type CardFinder, type MatchThresholds, type TitleMatch } from '@/modules/marketplace';
import { readStoredFile, type FileStorage } from '@/plugins/storage';
import * as q from './collection-import.queries';
import { readLine, type Agency, type LineFields, type ReadLine } from './import-line';
import { readImportSheet } from './read-sheet';

export const MATCH_IMPORT_JOB = 'collection-import-match';

/** Lines matched between two progress writes (the client reads progress once a second). */
const CHUNK = 50;
/** Share of the bar reading the file takes; matching the lines fills the rest. */
const READ_SHARE = 5;

export interface MatchImportDeps {
  storage: FileStorage;
  finder: CardFinder;
  thresholds: MatchThresholds;
}

export const lineKeyOf = (cells: string[]) =>
  createHash('sha256')
    .update(JSON.stringify(cells.map((cell) => cell.trim().toLowerCase())))
    .digest('hex');

type Offered = NonNullable<TitleMatch['card']>;

const candidateOf = (card: Offered, confidence: number): ImportCandidate => ({
  card_id: card.card_id,
  set_year: card.set_year,
  set_name: card.set_name,
  series_name: card.series_name,
  card_number: card.card_number,
  players: card.players,
  color: card.color_name,
  print_run: card.print_run,
  front_image_url: card.front_image_url,
  confidence: Math.round(confidence * 1000) / 1000,
});

/** A serial number fits a card with a print run at least as high (the collection's own rule). */
export const serialFits = (fields: LineFields, printRun: number | null) =>
  fields.serial_number === undefined || (printRun !== null && fields.serial_number <= printRun);

const labelKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The one offered card the line names exactly: its year, set and series as the catalogue writes them
 * ('2024 Topps Chrome · Gold', as our own CSV and CollectYourCards' Series column write it) and its number.
 */
function exactlyNamed(offered: Offered[], label: ReadLine['label']) {
  if (!label.set || !label.number) return null;
  const named = offered.filter(
    (card) =>
      labelKey(`${card.set_year} ${card.set_name} ${card.series_name}`) === labelKey(label.set) &&
      card.card_number.toLowerCase() === label.number.toLowerCase(),
  );
  return named.length === 1 ? named[0]! : null;
}

/**
 * The line's status and offers from the matcher's answer: the eBay matcher's confidence and thresholds
 * decide, except that an offered card the line names exactly is the line's card.
 */
function outcomeOf(match: TitleMatch, read: ReadLine, fields: LineFields) {
  const offered = (match.card ? [match.card, ...match.alternatives] : match.alternatives).slice(
    0,
    COLLECTION_IMPORT.candidates,
  );
  const candidates = offered.map((card) => candidateOf(card, match.scores[card.card_id] ?? match.confidence));
  const sure = exactlyNamed(offered, read.label) ?? (match.decision === 'add' ? match.card : null);
  if (sure && serialFits(fields, sure.print_run))
    return { status: 'matched', card_id: sure.card_id, candidates };
  if (match.decision === 'none') return { status: 'not_found', card_id: null, candidates };
  return { status: 'uncertain', card_id: null, candidates };
}

/** Reads the stored file through the mapping into lines (invalid ones with their sentence), in one transaction. */
async function writeLines(db: Db, storage: FileStorage, found: q.ImportRow, agencies: Agency[]) {
  const data = found.storage_key ? await readStoredFile(storage, found.storage_key) : null;
  if (!data) throw new AppError(400, M.matchingFailed);
  const sheet = await readImportSheet({ name: found.file_name, data });
  const mapping = found.mapping as ImportField[];
  const lines = sheet.lines.map((line) => {
    const read = readLine(line.cells, mapping, agencies);
    return {
      row_number: line.rowNumber,
      cells: line.cells,
      line_key: lineKeyOf(line.cells),
      status: read.error ? 'invalid' : 'pending',
      quantity: read.quantity,
      fields: read.fields as Record<string, unknown>,
      error: read.error,
      title: read.title,
    };
  });
  await db.transaction(async (tx) => {
    await q.deleteLines(tx, found.import_id);
    await q.insertLines(tx, found.import_id, lines);
  });
}

/**
 * Matches an import's lines to catalogue cards, a chunk at a time, writing the progress to the import's row
 * (any server answers the client's polls). A worker that takes the job over after a crash goes on with the
 * lines still pending. Lines with the same wording are matched once.
 */
export function matchImportJobHandler({ storage, finder, thresholds }: MatchImportDeps): JobHandler {
  return async ({ db, job }) => {
    const { importId } = job.payload as { importId: string };
    const found = await q.findImport(db, null, importId);
    if (!found || found.status !== 'matching') return { skipped: true };
    try {
      const agencies = await q.gradingAgencies(db);
      if ((await q.countLines(db, importId)) === 0) await writeLines(db, storage, found, agencies);
      await q.updateImport(db, importId, { progress: READ_SHARE });
      const mapping = found.mapping as ImportField[];
      const matches = new Map<string, Promise<TitleMatch>>();
      const total = found.total_lines;
      let left = (await q.lineCounts(db, importId)).pending;
      for (;;) {
        const lines = await q.pendingLines(db, importId, CHUNK);
        if (!lines.length) break;
        const outcomes = [];
        for (const line of lines) {
          const read = readLine(line.cells, mapping, agencies);
          let match = matches.get(read.title);
          if (!match) {
            match = matchTitle(db, finder, thresholds, read.title);
            matches.set(read.title, match);
          }
          const outcome = outcomeOf(await match, read, line.fields as LineFields);
          outcomes.push({ line_id: line.line_id, ...outcome, error: null });
        }
        await q.saveMatches(db, outcomes);
        left -= lines.length;
        const progress =
          READ_SHARE + Math.floor(((100 - READ_SHARE - 1) * (total - left)) / Math.max(total, 1));
        await q.updateImport(db, importId, { progress });
      }
      await q.updateImport(db, importId, { status: 'ready', progress: 100 });
      return { lines: total };
    } catch (error) {
      const message = error instanceof AppError ? error.message : M.matchingFailed;
      await q.updateImport(db, importId, { status: 'failed', error: message });
      if (!(error instanceof AppError)) throw error;
      return { failed: true };
    }
  };
}
