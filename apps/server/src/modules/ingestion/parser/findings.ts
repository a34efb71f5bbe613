import type { Finding, ParsedChecklist, ParseWarning } from './parser.types';

/** Confidence of each kind of guess the reader makes, with the warning an admin should read. */
const GUESS_RULES: { test: RegExp; confidence: number; warning: string }[] = [
  {
    test: /no card numbers|without card numbers/,
    confidence: 0.6,
    warning: 'card numbers made up from sheet order',
  },
  {
    test: /read as players|read as teams|first and last names/,
    confidence: 0.7,
    warning: 'column role taken from its content, not its header',
  },
  {
    test: /continue the numbering/,
    confidence: 0.7,
    warning: 'base cards split from a subset by the numbering',
  },
  { test: /read as the base set/, confidence: 0.75, warning: 'untitled cards named Base' },
  { test: /re-lists the other sheets/, confidence: 0.8, warning: 'a sheet was read only in part' },
  {
    test: /not in the master sheet/,
    confidence: 0.8,
    warning: 'cards taken from a block sheet, not the master',
  },
  { test: /near-identical title/, confidence: 0.75, warning: 'two section titles merged' },
  { test: /guessed from the titles/, confidence: 0.6, warning: 'parallels attached by a similar title' },
  { test: /name a player of this checklist/, confidence: 0.8, warning: 'team cells read as players' },
  { test: /match no series/, confidence: 0.3, warning: 'parallels dropped: no series to attach them to' },
  { test: /text ignored/, confidence: 0.5, warning: 'a line was not understood and was left out' },
];

function guessOf(warning: ParseWarning): Finding {
  const rule = GUESS_RULES.find((r) => r.test.test(warning.message));
  return {
    kind: 'guessed',
    sheet: warning.sheet,
    row: warning.row ?? null,
    message: warning.message,
    confidence: rule?.confidence ?? 0.5,
    warning: rule?.warning ?? 'check this part of the workbook',
  };
}

/** What the reader inferred (each sheet's layout, the series found) and what it guessed, for the report. */
export function findingsOf(
  parsed: Omit<ParsedChecklist, 'findings'>,
  columnNotes: Map<string, string[]>,
): Finding[] {
  const findings: Finding[] = [];
  for (const [sheet, layout] of Object.entries(parsed.layouts)) {
    const notes = columnNotes.get(sheet) ?? [];
    findings.push({
      kind: 'inferred',
      sheet,
      row: null,
      message:
        layout === 'skipped'
          ? 'sheet skipped (a team list, odds or an export summary)'
          : `sheet read as ${layout === 'sections' ? 'titled blocks of cards' : layout === 'matrix' ? 'a master list with a parallel matrix' : 'a master list'}`,
      confidence: notes.length > 0 ? 0.7 : 0.95,
      warning: null,
    });
    for (const note of notes) findings.push({ ...guessOf({ sheet, message: note }) });
  }
  const series = parsed.checklist.series;
  const parallels = series.filter((s) => s.parentName);
  findings.push({
    kind: 'inferred',
    sheet: '',
    row: null,
    message: `${series.length - parallels.length} series and ${parallels.length} parallels (${parallels.filter((p) => p.maxPrintRun).length} with print runs), ${parsed.listedCards} cards`,
    confidence: 0.95,
    warning: null,
  });
  findings.push(...parsed.warnings.map(guessOf));
  return findings;
}
