import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db, Executor } from '@/db/client';
import type { EventWriter } from '@/events';
import { ingestChecklist } from './ingest.service';
import { parseChecklistWorkbook } from './parser/parse-workbook';
import type { Finding, ParsedChecklist, RejectedRow } from './parser/parser.types';
import type { TeamGuess } from './ingest.types';

/** One file's line in the ingestion report (the CLI's --json output and the admin screen's report). */
export interface WorkbookReport {
  file: string;
  set: { name: string; year: number };
  series: number;
  parallels: number;
  listedCards: number;
  cards: number;
  cardsCreated: number;
  playersCreated: number;
  teamsCreated: number;
  rejected: RejectedRow[];
  /** what was inferred and guessed (the parser's and the team resolver's), guesses with a warning */
  findings: Finding[];
}

const TEAM_GUESS = {
  typo: { confidence: 0.8, warning: 'a misspelt club read as a known one' },
  mascot: { confidence: 0.85, warning: 'a club named by its mascot alone' },
  created: { confidence: 0.6, warning: 'a club the reference list does not know was created' },
  'not a team': { confidence: 0.9, warning: 'a team cell that names no club was left out' },
} as const;

function teamFindings(guesses: TeamGuess[]): Finding[] {
  return guesses.map((guess) => ({
    kind: 'guessed',
    sheet: '',
    row: null,
    message:
      guess.outcome === 'not a team'
        ? `"${guess.printed}" is not a team`
        : guess.outcome === 'created'
          ? `new team ${guess.team ?? guess.printed}`
          : `team "${guess.printed}" read as ${guess.team ?? '?'}`,
    ...TEAM_GUESS[guess.outcome],
  }));
}

export interface WorkbookFailure {
  file: string;
  error: string;
}

export type WorkbookOutcome = WorkbookReport | WorkbookFailure;

export const isFailure = (outcome: WorkbookOutcome): outcome is WorkbookFailure => 'error' in outcome;

/** The .xlsx files named, with folders expanded (sorted, hidden and Office lock files skipped). */
export async function collectWorkbooks(paths: string[]): Promise<string[]> {
  const files: string[] = [];
  for (const target of paths) {
    const info = await stat(target);
    if (!info.isDirectory()) {
      files.push(target);
      continue;
    }
    const entries = (await readdir(target))
      .filter((name) => /\.xlsx$/i.test(name) && !/^[.~]/.test(name))
      .sort();
    files.push(...entries.map((name) => path.join(target, name)));
  }
  return files;
}

/** Parses and writes one parsed workbook; the database write is one transaction. */
export async function ingestParsed(
  db: Executor,
  file: string,
  parsed: ParsedChecklist,
  events: EventWriter,
): Promise<WorkbookReport> {
  const report = await ingestChecklist(db, parsed.checklist, events);
  return {
    file,
    set: report.set,
    series: report.series,
    parallels: report.parallels,
    listedCards: parsed.listedCards,
    cards: report.cards,
    cardsCreated: report.cardsCreated,
    playersCreated: report.playersCreated,
    teamsCreated: report.teamsCreated,
    rejected: parsed.rejected,
    findings: [...parsed.findings, ...teamFindings(report.teamGuesses)],
  };
}

export async function ingestWorkbookFile(
  db: Db,
  file: string,
  events: EventWriter,
): Promise<WorkbookOutcome> {
  const name = path.basename(file);
  try {
    const parsed = await parseChecklistWorkbook(await readFile(file), name);
    return await ingestParsed(db, name, parsed, events);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { file: name, error: message.includes(name) ? message : `${name}: ${message}` };
  }
}

export function describeOutcome(outcome: WorkbookOutcome): string {
  if (isFailure(outcome)) return `${outcome.file}: FAILED ${outcome.error}`;
  const n = (value: number) => value.toLocaleString('en-US');
  return (
    `${outcome.file}: ${outcome.set.year} ${outcome.set.name}: ${n(outcome.series)} series ` +
    `(${n(outcome.parallels)} parallels), ${n(outcome.listedCards)} cards listed, ${n(outcome.cards)} cards ` +
    `(${n(outcome.cardsCreated)} new), ${n(outcome.playersCreated)} players created, ` +
    `${n(outcome.rejected.length)} rows rejected` +
    outcome.findings
      .filter((finding) => finding.kind === 'guessed')
      .map(
        (f) =>
          `\n  guessed (${Math.round(f.confidence * 100)}%): ${f.sheet ? `${f.sheet}${f.row ? `!${f.row}` : ''}: ` : ''}${f.message} — ${f.warning ?? ''}`,
      )
      .join('')
  );
}
