/**
 * Parses every .xlsx checklist in a folder and prints per-file and total figures.
 * Usage: npx tsx scripts/checklist-quality.ts /work/shared/checklists [--verbose] [--match <regex>]
 * (`--match` keeps only the files whose name matches, to measure a subset while iterating).
 *
 * Master check: for every workbook with a flat master sheet (`subset | card # | player | …`), the parser's
 * listedCards must be within 1% of the distinct (subset, card number) pairs that sheet lists (rows without a
 * number count once each), plus the cards of the blocks the master leaves out that the reader reports adding.
 *
 * Quality figures (modules/ingestion/quality/checklist-figures.ts): sections found with the exact card count
 * their "N cards" line declares (or the number of distinct cards the block lists, where the two differ), master-sheet rows whose card is completely right, declared parallel lines
 * attached with their print run, cards with neither player nor team, teams that are a slash- or comma-joined cell, clubs run together or a
 * player's name, and whether a second parse gives the very same checklist (the writer then adds nothing).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import {
  addFigures,
  checklistFigures,
  detectFlatColumns,
  emptyFigures,
  loadGrids,
  parseGrids,
  percent,
  type SheetGrid,
} from '@/modules/ingestion';

const dir = process.argv[2] ?? '/work/shared/checklists';
const verbose = process.argv.includes('--verbose');
const matchAt = process.argv.indexOf('--match');
const only = matchAt > 0 ? new RegExp(process.argv[matchAt + 1] ?? '', 'i') : null;

/** Distinct (subset, number) pairs of the flat sheets, counted independently of the parser's card builder. */
function masterPairs(grids: SheetGrid[]): { sheets: string[]; pairs: number } | null {
  const sheets: string[] = [];
  const pairs = new Set<string>();
  for (const grid of grids) {
    if (/^(teams?|copy of teams.*|mlb teams|milb teams|team sets)$/i.test(grid.name.trim())) continue;
    const columns = detectFlatColumns(grid);
    if (!columns) continue;
    sheets.push(grid.name);
    const subset = columns.roles.indexOf('subset');
    const number = columns.roles.indexOf('number');
    for (const row of grid.rows) {
      if (columns.headerRow !== null && row.row <= columns.headerRow) continue;
      if (row.cells.filter(Boolean).length <= 1) continue;
      const s = subset >= 0 ? (row.cells[subset] ?? '') : grid.name;
      const n = row.cells[number] ?? '';
      pairs.add(n ? `${s.toLowerCase()}\u0000${n.replace(/^#/, '')}` : `${s}\u0000row${row.row}`);
    }
  }
  return sheets.length ? { sheets, pairs: pairs.size } : null;
}

const files = readdirSync(dir)
  .filter((f) => f.toLowerCase().endsWith('.xlsx') && (!only || only.test(f)))
  .sort();
const totals = { files: 0, parsed: 0, rows: 0, listed: 0, series: 0, parallels: 0, warnings: 0 };
const rejectedByReason = new Map<string, number>();
const failures: string[] = [];
let masterPass = 0;
const quality = emptyFigures();
let unstable = 0;
const masterFail: string[] = [];

for (const file of files) {
  totals.files += 1;
  try {
    const buf = await readFile(join(dir, file));
    const grids = await loadGrids(buf, file);
    const parsed = parseGrids(grids, file);
    const parallels = parsed.checklist.series.filter((s) => s.parentName).length;
    const figures = checklistFigures(grids, parsed);
    addFigures(quality, figures);
    if (JSON.stringify(parseGrids(grids, file).checklist) !== JSON.stringify(parsed.checklist)) unstable += 1;
    totals.parsed += 1;
    totals.rows += parsed.rowsRead;
    totals.listed += parsed.listedCards;
    totals.series += parsed.checklist.series.length - parallels;
    totals.parallels += parallels;
    totals.warnings += parsed.warnings.length;
    for (const r of parsed.rejected)
      rejectedByReason.set(r.reason, (rejectedByReason.get(r.reason) ?? 0) + 1);
    const master = masterPairs(grids);
    let check = '';
    if (master) {
      // the cards of blocks the master leaves out, which the reader adds and reports, are no difference
      const blockOnly = parsed.warnings.reduce(
        (n, w) => n + Number(/\((\d+) cards\) is not in the master sheet/.exec(w.message)?.[1] ?? 0),
        0,
      );
      const expected = master.pairs + blockOnly;
      const diff = Math.abs(parsed.listedCards - expected) / Math.max(1, expected);
      if (diff <= 0.01) masterPass += 1;
      else
        masterFail.push(
          `${file}: listed ${parsed.listedCards} vs master ${master.pairs} + blocks ${blockOnly}`,
        );
      check = ` master=${master.pairs}${blockOnly ? `+${blockOnly}` : ''} ${diff <= 0.01 ? 'ok' : 'FAIL'}`;
    }
    const set = parsed.checklist.set;
    console.log(
      `${file}\t${set.year} ${set.name} (${set.manufacturer ?? '?'}, ${set.organization ?? '?'})\trows=${parsed.rowsRead} cards=${parsed.listedCards} series=${parsed.checklist.series.length - parallels} parallels=${parallels} rejected=${parsed.rejected.length}${check} sections=${figures.sectionsExact}/${figures.sections} masterRight=${figures.masterCardsRight}/${figures.masterCards} parallelLines=${figures.parallelsAttached}/${figures.parallelLines} noPlayer=${figures.cardsWithoutPlayer} junkTeams=${figures.junkTeams.length}`,
    );
    if (verbose) {
      for (const r of parsed.rejected.slice(0, 20))
        console.log(`    rejected ${r.sheet}!${r.row}: ${r.reason}`);
      for (const w of parsed.warnings.slice(0, 10))
        console.log(`    warning ${w.sheet}${w.row ? `!${w.row}` : ''}: ${w.message}`);
      for (const miss of figures.sectionMisses) console.log(`    section missed ${miss}`);
    }
  } catch (error) {
    failures.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    console.log(`${file}\tFAILED ${error instanceof Error ? error.message : String(error)}`);
  }
}

console.log('\n=== totals ===');
console.log(`files ${totals.files}, parsed ${totals.parsed}, failed ${failures.length}`);
console.log(`card rows read ${totals.rows}, listed cards ${totals.listed}`);
console.log(`series ${totals.series}, parallels ${totals.parallels}, warnings ${totals.warnings}`);
console.log(`rejected rows: ${[...rejectedByReason].map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`);
console.log(`master check: ${masterPass} pass, ${masterFail.length} fail`);
for (const line of masterFail) console.log(`  FAIL ${line}`);
console.log(
  `sections with the exact declared card count: ${percent(quality.sectionsExact, quality.sections)}% (${quality.sectionsExact} of ${quality.sections})`,
);
console.log(
  `  sections whose block lists another number of distinct cards than it declares (found with either count): ${quality.sectionsSelfContradicting}`,
);
console.log(
  `master-sheet cards completely right: ${percent(quality.masterCardsRight, quality.masterCards)}% (${quality.masterCardsRight} of ${quality.masterCards})`,
);
console.log(
  `declared parallel lines attached with their print run: ${percent(quality.parallelsAttached, quality.parallelLines)}% (${quality.parallelsAttached} of ${quality.parallelLines})`,
);
console.log(`cards with neither player nor team: ${quality.cardsWithoutPlayer}`);
console.log(
  `teams from a slash- or comma-joined cell, clubs run together or a player's name: ${quality.junkTeams.length}${verbose ? ` ${quality.junkTeams.slice(0, 30).join(' | ')}` : ''}`,
);
console.log(`re-parse gives a different checklist: ${unstable} files`);
for (const line of failures) console.log(`  FAILED ${line}`);
