import { createHash } from 'node:crypto';
import {
  COLLECTION_IMPORT,
  COLLECTION_IMPORT_MESSAGES as M,
  type ImportCandidate,
  type ImportField,
} from '@cardbinder/shared';
import type { Db } from '@/db/client';
import type { JobHandler } from '@/jobs/worker';
import { eachAtOnce } from '@/lib/each-at-once';
import { AppError } from '@/lib/errors';
import { matchTitles, type CardFinder, type MatchThresholds, type TitleMatch } from '@/modules/marketplace';
import { readStoredFile, type FileStorage } from '@/plugins/storage';
import * as q from './collection-import.queries';
import { cardLabelKey, exactCardFinder, labelKey } from './exact-cards';
import * as lineQueries from './import-lines.queries';
import { readLine, type Agency, type LineFields, type ReadLine } from './import-line';
import { readImportSheet } from './read-sheet';

export const MATCH_IMPORT_JOB = 'collection-import-match';

/** Lines read, matched and saved together (one statement each way). */
const CHUNK = 500;
/** Titles whose candidates the matcher reads in one statement. */
const TITLES_AT_ONCE = 100;
/**
 * Batches of titles matched at once: one batch's statement runs on PostgreSQL while another is scored in
 * Node (the pool has 10 connections; the API keeps the rest).
 */
const BATCHES_AT_ONCE = 2;
/** How often the progress is written while it moves (the client polls once a second). */
const PROGRESS_MS = 500;
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

/**
 * The one offered card the line names exactly: its year, set and series as the catalogue writes them
 * ('2024 Topps Chrome · Gold', as our own CSV and CollectYourCards' Series column write it) and its number.
 */
function exactlyNamed(offered: Offered[], label: ReadLine['label']) {
  if (!label.set || !label.number) return null;
  const named = offered.filter(
    (card) =>
      cardLabelKey(card) === labelKey(label.set) &&
      card.card_number.toLowerCase() === label.number.toLowerCase(),
  );
  return named.length === 1 ? named[0]! : null;
}

/**
 * The line's status and offers from the matcher's answer: the eBay matcher's confidence and thresholds
 * decide, except that an offered card the line names exactly is the line's card.
 */
export function outcomeOf(match: TitleMatch, read: ReadLine, fields: LineFields) {
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

/**
 * Writes the import's progress every PROGRESS_MS while it moves, from a timer, so the bar moves during the
 * file's reading and however long one chunk takes. `stop` waits for the last write, so it never lands after
 * the final state.
 */
function progressWriter(db: Db, importId: string) {
  let current = 0;
  let written = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const write = () => {
    if (current === written) return;
    const progress = (written = current);
    // a progress write that fails is retried by the next tick; the job's own writes report real failures
    writing = writing.then(() => q.updateImport(db, importId, { progress })).catch(() => (written = 0));
  };
  const timer = setInterval(write, PROGRESS_MS);
  return {
    set: (progress: number) => {
      current = Math.max(current, progress);
    },
    /** writes now (the job's start: a bar from the first second) */
    flush: async () => {
      write();
      await writing;
    },
    stop: async () => {
      clearInterval(timer);
      await writing;
    },
  };
}

/** Lines naming the same card in the same words (case and spacing aside) are matched once per job. */
const matchKey = (title: string) => title.toLowerCase().replace(/\s+/g, ' ').trim();

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
    await lineQueries.deleteLines(tx, found.import_id);
    await lineQueries.insertLines(tx, found.import_id, lines);
  });
}

/**
 * Matches an import's lines to catalogue cards, a chunk at a time, writing the progress to the import's row
 * (any server answers the client's polls). A worker that takes the job over after a crash goes on with the
 * lines still pending. A line naming its card exactly (series label and number) needs no matcher; the others
 * are matched a batch of titles to a catalogue statement, lines with the same wording once.
 */
export function matchImportJobHandler({ storage, finder, thresholds }: MatchImportDeps): JobHandler {
  return async ({ db, job }) => {
    const { importId } = job.payload as { importId: string };
    const found = await q.findImport(db, null, importId);
    if (!found || found.status !== 'matching') return { skipped: true };
    const progress = progressWriter(db, importId);
    try {
      progress.set(1);
      await progress.flush();
      const agencies = await q.gradingAgencies(db);
      if ((await lineQueries.countLines(db, importId)) === 0) await writeLines(db, storage, found, agencies);
      progress.set(READ_SHARE);
      const mapping = found.mapping as ImportField[];
      const matches = new Map<string, TitleMatch>();
      const total = found.total_lines;
      let done = total - (await lineQueries.lineCounts(db, importId)).pending;
      const matched = () => {
        done += 1;
        progress.set(READ_SHARE + Math.floor(((100 - READ_SHARE - 1) * done) / Math.max(total, 1)));
      };
      const cardsNamed = exactCardFinder(db);
      for (;;) {
        const lines = await lineQueries.pendingLines(db, importId, CHUNK);
        if (!lines.length) break;
        const reads = lines.map((line) => readLine(line.cells, mapping, agencies));
        const fields = lines.map((line) => line.fields as LineFields);
        // a line naming its card exactly is that card without the matcher, when its serial number fits
        const named = (await cardsNamed(reads.map((read) => read.label))).map((card, i) =>
          card && serialFits(fields[i]!, card.print_run) ? card : null,
        );
        const waiting = new Map<string, { title: string; count: number }>();
        reads.forEach(({ title }, i) => {
          const key = matchKey(title);
          if (named[i] || matches.has(key)) matched();
          else waiting.set(key, { title, count: (waiting.get(key)?.count ?? 0) + 1 });
        });
        // past one batch, batches of even size, a multiple of those at once: none waits alone at the chunk's end
        const rounds = Math.ceil(waiting.size / (TITLES_AT_ONCE * BATCHES_AT_ONCE));
        const size =
          waiting.size <= TITLES_AT_ONCE
            ? TITLES_AT_ONCE
            : Math.ceil(waiting.size / (rounds * BATCHES_AT_ONCE));
        const entries = [...waiting];
        const batches = Array.from({ length: Math.ceil(entries.length / size) }, (_, i) =>
          entries.slice(i * size, (i + 1) * size),
        );
        await eachAtOnce(batches, BATCHES_AT_ONCE, async (batch) => {
          const answers = await matchTitles(
            db,
            finder,
            thresholds,
            batch.map(([, { title }]) => title),
          );
          batch.forEach(([key, { count }], i) => {
            matches.set(key, { ...answers[i]!, explanation: [] });
            for (let n = 0; n < count; n++) matched();
          });
        });
        const outcomes = lines.map((line, i) => ({
          line_id: line.line_id,
          ...(named[i]
            ? { status: 'matched', card_id: named[i].card_id, candidates: [candidateOf(named[i], 1)] }
            : outcomeOf(matches.get(matchKey(reads[i]!.title))!, reads[i]!, fields[i]!)),
          error: null,
        }));
        await lineQueries.saveMatches(db, outcomes);
      }
      await progress.stop();
      await q.updateImport(db, importId, { status: 'ready', progress: 100 });
      return { lines: total };
    } catch (error) {
      await progress.stop();
      const message = error instanceof AppError ? error.message : M.matchingFailed;
      await q.updateImport(db, importId, { status: 'failed', error: message });
      if (!(error instanceof AppError)) throw error;
      return { failed: true };
    }
  };
}
