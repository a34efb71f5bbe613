import { editDistance } from '../team-names';
import { pairKey } from './block-titles';
import { sameKind } from './master-parallels';
import type { ParseWarning, RawCardRow, SectionDraft } from './parser.types';
import { nameTwinsByCode, nameTwinsBySheet } from './twin-blocks';
import { foldedWords, titleKey } from './series-builder';

/** Sheet names that say nothing about the cards: a section titled by one of them is the set's base. */
const GENERIC_SHEET =
  /^(checklist|cl|sheet\s*\d*|master|master checklist|full checklist|complete checklist|base|base set|cards)$/i;

const numeric = (row: RawCardRow) => (/^\d+$/.test(row.cardNumber) ? Number(row.cardNumber) : null);

/**
 * The base cards of a vintage sheet that go on under a subset's title (1984-style: "Rated Rookies" 27–46, a
 * blank row, then 47–651 with no title of their own): when a blank row parts a section and the numbering runs
 * on into a block at least four times as long, that block is the set's base.
 */
function splitContinuedBase(section: SectionDraft): SectionDraft[] {
  const rows = section.rows;
  for (let i = 1; i < rows.length; i += 1) {
    if (rows[i]!.row - rows[i - 1]!.row < 2) continue;
    const before = numeric(rows[i - 1]!);
    const after = numeric(rows[i]!);
    const tail = rows.length - i;
    if (before === null || after !== before + 1 || tail < 50 || tail < 4 * i) continue;
    return [
      { ...section, rows: rows.slice(0, i), declaredCount: null },
      { ...section, title: 'Base', row: rows[i]!.row, context: [], parallels: [], rows: rows.slice(i) },
    ];
  }
  return [section];
}

/** A card as number and the last word of its first name: "Iconic Ink Quads" #1 is no card of "… Duals" #1. */
const cardKeys = (section: SectionDraft) => new Set(section.rows.map(pairKey));

const MULTIPLE =
  /^(duals?|doubles?|trios?|triples?|quads?|quadruples?|fives?|sixes|sevens|eights|nines|tens)$/;

/** Two titles one typo apart ("Patchs" / "Patches") that list the same cards are one section. */
function sameSection(a: SectionDraft, b: SectionDraft): boolean {
  if (a.parallelOf || b.parallelOf) return false;
  const [ka, kb] = [titleKey(a.title), titleKey(b.title)];
  if (ka === kb || ka.length < 6 || ka.replace(/\d/g, '') !== ka || kb.replace(/\d/g, '') !== kb)
    return false;
  // exactly one word differs, a misspelling of a real word ("Patchs"/"Patches"), never "A"/"B" or "Red"/"Rod"
  const [wa, wb] = [ka.split(' '), kb.split(' ')];
  if (wa.length !== wb.length) return false;
  const differing = wa.flatMap((word, i) => (word === wb[i] ? [] : [[word, wb[i]!] as const]));
  if (differing.length !== 1) return false;
  const [x, y] = differing[0]!;
  if (Math.min(x.length, y.length) < 5 || editDistance(x, y, 2) > 2) return false;
  // how many players or pieces a card holds is no typo ("Duals" / "Quads", "Triple" / "Triples" aside)
  if (MULTIPLE.test(x) && MULTIPLE.test(y)) return false;
  const [na, nb] = [cardKeys(a), cardKeys(b)];
  const shared = [...na].filter((key) => nb.has(key)).length;
  return shared >= 0.8 * Math.min(na.size, nb.size);
}

/**
 * Structure read from evidence rather than from titles alone: untitled sheets of cards are the base, base cards
 * continuing under a subset title get their own section, near-duplicate titles of the same cards are merged.
 */
export function settleSections(sections: SectionDraft[], warnings: ParseWarning[]): SectionDraft[] {
  const out: SectionDraft[] = [];
  for (const section of sections) {
    if (!section.parallelOf && section.title === section.sheet && GENERIC_SHEET.test(section.sheet.trim())) {
      const hasBase = sections.some((s) => /^base\b/i.test(s.title));
      if (!hasBase) {
        warnings.push({
          sheet: section.sheet,
          row: section.row,
          message: `untitled cards of sheet "${section.sheet}" read as the base set`,
        });
        section.title = 'Base';
      }
    }
    const parts =
      section.parallelOf || /^base\b/i.test(section.title) ? [section] : splitContinuedBase(section);
    if (parts.length > 1)
      warnings.push({
        sheet: section.sheet,
        row: parts[1]!.row,
        message: `cards from ${parts[1]!.rows[0]!.cardNumber} under "${section.title}" continue the numbering after a blank row: read as the base set`,
      });
    for (const part of parts) {
      const twin = out.find((s) => sameSection(s, part));
      if (twin) {
        warnings.push({
          sheet: part.sheet,
          row: part.row,
          message: `"${part.title}" read as "${twin.title}" (same cards, near-identical title)`,
        });
        part.title = twin.title;
      }
      out.push(part);
    }
  }
  nameTwinsBySheet(out, warnings);
  nameTwinsByCode(out, warnings);
  return out;
}

/**
 * A block sheet that re-lists the cards of the other sheets (a "Master" sheet laid out in blocks): the sheet
 * whose cards are spread over several other sheets, none of which holds most of them. Its sections whose
 * cards the other sheets already hold are dropped; the ones found only there are kept.
 */
export function dropRelistedSheets(sections: SectionDraft[], warnings: ParseWarning[]): SectionDraft[] {
  const sheets = [...new Set(sections.map((s) => s.sheet))];
  if (sheets.length < 3) return sections;
  const pairs = new Map(
    sheets.map((sheet) => [
      sheet,
      new Set(sections.filter((s) => s.sheet === sheet && !s.parallelOf).flatMap((s) => s.rows.map(pairKey))),
    ]),
  );
  const coverage = (own: Set<string>, other: Set<string>) =>
    own.size ? [...own].filter((key) => other.has(key)).length / own.size : 0;
  const relisting = sheets
    .filter((sheet) => {
      const own = pairs.get(sheet)!;
      const others = sheets.filter((other) => other !== sheet);
      const union = new Set(others.flatMap((other) => [...pairs.get(other)!]));
      return (
        own.size >= 10 &&
        coverage(own, union) >= 0.7 &&
        others.every((other) => coverage(own, pairs.get(other)!) < 0.7)
      );
    })
    .sort((a, b) => pairs.get(b)!.size - pairs.get(a)!.size)[0];
  if (!relisting) return sections;
  const elsewhere = new Set(sheets.filter((s) => s !== relisting).flatMap((s) => [...pairs.get(s)!]));
  // a re-listed section has its twin, by title, on another sheet: an autograph set numbered like the base
  // cards ("Base Autographs" PD-2 beside "Base" PD-2) lists the same pairs but is a set of its own
  const titlesElsewhere = new Set(
    sections.filter((s) => s.sheet !== relisting).map((s) => titleKey(s.title)),
  );
  // …or a section elsewhere holds all its cards under a title holding all its words ("CITY CONNECT SWATCH
  // COLLECTION" / "City Connect Swatch Collection Autographs"), or two of them when this one is shouted in
  // capitals ("MAX VOLUME AUTOGRAPH VARIATION" / "Max Volume Autographs")
  // (each other section's title words and cards, read once)
  const holders = sections
    .filter((other) => other.sheet !== relisting && !other.parallelOf)
    .map((other) => ({
      title: other.title,
      words: new Set(foldedWords(other.title)),
      held: new Set(other.rows.map(pairKey)),
    }));
  const heldByNamesake = (section: SectionDraft) => {
    const shouted = section.title === section.title.toUpperCase();
    const own = foldedWords(section.title);
    const keys = section.rows.map(pairKey);
    return holders.some(({ title, words, held }) => {
      const shared = own.filter((word) => words.has(word)).length;
      const named = shouted ? shared >= Math.min(2, own.length) : shared === own.length;
      // of the same autograph and relic kind: "STARS OF JAPAN AUTOGRAPH PARALLEL" is no re-listing of "Stars of Japan"
      return named && sameKind(section.title, title) && keys.every((key) => held.has(key));
    });
  };
  const dropped = sections.filter(
    (section) =>
      section.sheet === relisting &&
      ((titlesElsewhere.has(titleKey(section.title)) &&
        section.rows.map(pairKey).filter((key) => elsewhere.has(key)).length >= section.rows.length / 2) ||
        (section.rows.length > 0 && heldByNamesake(section))),
  );
  if (dropped.length === 0) return sections;
  warnings.push({
    sheet: relisting,
    message: `sheet "${relisting}" re-lists the other sheets' cards: ${dropped.length} of its sections read from their own sheets instead`,
  });
  return sections.filter((section) => !dropped.includes(section));
}

const lastName = (row: RawCardRow) => (row.names[0] ?? '').trim().split(/\s+/).pop()?.toLowerCase() ?? '';

/**
 * A master subset without card numbers ("2023 First Pitch": Towers, Swanson, numbered 1, 2 in sheet order) whose
 * namesake block lists its players on numbered cards (FP-1 … FP-5): the block's numbered cards are the set's.
 */
export function numberedFromBlocks(
  flat: SectionDraft[],
  blocks: SectionDraft[],
  warnings: ParseWarning[],
): void {
  for (const subset of flat) {
    if (subset.parallelOf || subset.rows.length === 0 || !subset.rows.every((row) => row.unnumbered))
      continue;
    const block = blocks.find(
      (b) =>
        !b.parallelOf &&
        titleKey(b.title) === titleKey(subset.title) &&
        b.rows.length >= subset.rows.length &&
        b.rows.every((row) => !row.unnumbered),
    );
    const named = new Set(block?.rows.map(lastName));
    if (!block || !subset.rows.every((row) => named.has(lastName(row)))) continue;
    warnings.push({
      sheet: subset.sheet,
      row: subset.row,
      message: `"${subset.title}" has no card numbers in the master; its numbered cards read from the block (${block.sheet})`,
    });
    subset.rows = block.rows.map((row) => ({ ...row }));
  }
}

const codePrefix = (row: RawCardRow) =>
  /^([A-Z]+\d*[A-Z]*)-/i.exec(row.cardNumber)?.[1]?.toUpperCase() ?? null;

/**
 * A master row filed under another set ("PZ-25" under "Team of the Future", whose other cards are all TOF-): when
 * the block of the set its code belongs to lists that very card, it is moved there.
 */
export function refileMisplacedCards(
  flat: SectionDraft[],
  blocks: SectionDraft[],
  warnings: ParseWarning[],
): void {
  const roots = flat.filter((s) => !s.parallelOf && s.rows.length > 0);
  const byTitle = new Map(roots.map((s) => [titleKey(s.title), s]));
  for (const subset of roots) {
    // (each prefix and how many cards have it, counted once: a misfiled card is the one of its prefix beside at
    // least three cards of one other)
    const counts = new Map<string | null, number>();
    for (const row of subset.rows) counts.set(codePrefix(row), (counts.get(codePrefix(row)) ?? 0) + 1);
    if (counts.size !== 2 || counts.has(null)) continue;
    for (const row of [...subset.rows]) {
      const own = codePrefix(row)!;
      if (counts.get(own) !== 1 || subset.rows.length - 1 < 3) continue;
      const block = blocks.find(
        (b) =>
          !b.parallelOf && b.rows.some((r) => pairKey(r) === pairKey(row)) && byTitle.has(titleKey(b.title)),
      );
      const home = block ? byTitle.get(titleKey(block.title)) : undefined;
      if (!home || home === subset || !home.rows.some((r) => codePrefix(r) === own)) continue;
      if (home.rows.some((r) => pairKey(r) === pairKey(row))) continue;
      subset.rows.splice(subset.rows.indexOf(row), 1);
      home.rows.push(row);
      warnings.push({
        sheet: subset.sheet,
        row: row.row,
        message: `${row.cardNumber} filed under "${subset.title}" in the master: moved to "${home.title}", whose block lists it`,
      });
    }
  }
}
