import type { SeriesImport } from '../ingest.types';
import { buildCards, type SectionFlags } from './card-builder';
import { colorOf } from './colors';
import type { ParallelInfo, ParseWarning, SectionDraft } from './parser.types';

const AUTO = /\b(auto(graph)?s?|autographed|signatures?|signed|ink|cut sig\w*)\b/i;
const RELIC =
  /\b(relics?|memorabilia|materials?|patch(es)?|jerseys?|swatch(es)?|knobs?|barrels?|nameplates?|laundry tags?|mem|bat|lumber|threads|tags?)\b/i;

/** Key to match a section title against a flat sheet's subset ("Base Set Checklist" ~ "base"). */
export function titleKey(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\bchecklist\b|\bset\b|\bcards?\b/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A title's words with plurals folded ("Autographs" ~ "Autograph"). */
export const foldedWords = (title: string) =>
  titleKey(title)
    .split(' ')
    .map((word) => word.replace(/(?<=[a-z]{3})s$/, ''));
/** A title with plurals folded, as one key: "Rookie Ticket Variations A" ~ "Rookie Ticket Variation A". */
export const foldedKey = (title: string) => foldedWords(title).join(' ');

/** A parallel's words beside its parent's, in any order ("Aces Mosaic Green" ~ "Aces Green Mosaic"); the word
 * "parallel" says nothing ("Yellow Parallel" ~ "Yellow"). */
function wordsKey(name: string, parentName: string): string {
  const parentWords = new Set(titleKey(parentName).split(' '));
  return [...new Set(titleKey(name).split(' '))]
    .filter((word) => !parentWords.has(word) && word !== 'parallel' && word !== 'parallels')
    .sort()
    .join(' ');
}

export function sectionFlags(section: SectionDraft): SectionFlags {
  const sheet = section.sheet.toLowerCase();
  const title = section.parallelOf ?? section.title;
  return {
    isAutograph:
      AUTO.test(title) || /autograph/.test(sheet) || section.context.some((c) => /^autographs?$/i.test(c)),
    isRelic:
      RELIC.test(title) ||
      /memorabilia|relic/.test(sheet) ||
      section.context.some((c) => /^(relics?|memorabilia)$/i.test(c)),
  };
}

function isBaseTitle(title: string): boolean {
  return /^(base|base cards|base common|base set|chrome base|bowman base|base class \d+|base prospects|base - common)$/i.test(
    title.trim(),
  );
}

function parallelSeries(parent: SeriesImport, info: ParallelInfo, keepName = false): SeriesImport {
  // a name already holding the parent's words keeps them where they stand ("Legendary Materials Holo Gold Booklet")
  const own = new Set(titleKey(info.name).split(' '));
  const named = titleKey(parent.name)
    .split(' ')
    .every((word) => own.has(word));
  // …and a name of the parent's family keeps its own ("Jumbo Patches - Batting Gloves" of "Jumbo Patches - Hats")
  const parentWords = titleKey(parent.name).split(' ');
  const family =
    parentWords.length >= 3 && titleKey(info.name).startsWith(`${parentWords.slice(0, -1).join(' ')} `);
  const name =
    keepName ||
    parent.isBase ||
    info.name.toLowerCase().startsWith(parent.name.toLowerCase()) ||
    named ||
    family
      ? info.name
      : `${parent.name} ${info.name}`;
  return { ...info, name, isBase: false, parentName: parent.name, cards: [] };
}

/**
 * The series a block of parallels belongs to when its title is not a series' name ("Bowman Draft" over the
 * base cards): a series whose name holds the title or is held by it, else the base of a base sheet.
 */
function likelyParent(
  source: SectionDraft,
  byKey: Map<string, SeriesImport>,
  series: SeriesImport[],
  warnings: ParseWarning[],
): SeriesImport | undefined {
  const key = titleKey(source.title);
  const related = [...byKey.entries()]
    .filter(([k]) => key.length >= 4 && k.length >= 4 && (k.includes(key) || key.includes(k)))
    .sort((a, b) => b[0].length - a[0].length);
  const bases = series.filter((s) => s.isBase && !s.parentName);
  const parent =
    related.length === 1
      ? related[0]![1]
      : bases.length === 1 && (/\bbase\b/i.test(source.sheet) || /\bbase\b/i.test(source.title))
        ? bases[0]
        : undefined;
  if (parent)
    warnings.push({
      sheet: source.sheet,
      row: source.row,
      message: `parallels listed under "${source.title}" attached to "${parent.name}" (guessed from the titles)`,
    });
  return parent;
}

/** The one set whose name is the title in the singular ("Rookie Ticket Variation A" for "… Variations A"). */
function singularNamesake(title: string, series: SeriesImport[]): SeriesImport | undefined {
  const key = foldedKey(title);
  const named = series.filter((s) => !s.parentName && foldedKey(s.name) === key);
  return named.length === 1 ? named[0] : undefined;
}

/**
 * Turns sections into series: sections with the same title merge, each listed parallel becomes a series with
 * parentName (and no cards, so the writer copies its parent's), matrix columns become parallels with their cards.
 */
export function buildSeries(
  cardSections: SectionDraft[],
  parallelSources: SectionDraft[],
  warnings: ParseWarning[],
): { series: SeriesImport[]; listedCards: number } {
  const groups = new Map<string, SectionDraft[]>();
  for (const section of cardSections) {
    const key = section.parallelOf
      ? `${titleKey(section.parallelOf)}\u0000${titleKey(section.title)}`
      : titleKey(section.title);
    groups.set(key, [...(groups.get(key) ?? []), section]);
  }
  const series: SeriesImport[] = [];
  const byKey = new Map<string, SeriesImport>();
  const usedNames = new Set<string>();
  /** the section each series was read from, for the report */
  const origins = new Map<SeriesImport, SectionDraft>();
  const unique = (name: string) => {
    let candidate = name;
    for (let n = 2; usedNames.has(candidate.toLowerCase()); n += 1) candidate = `${name} (${n})`;
    usedNames.add(candidate.toLowerCase());
    return candidate;
  };
  let listedCards = 0;
  for (const [key, sections] of groups) {
    const first = sections[0]!;
    if (first.parallelOf) continue;
    const rows = sections.flatMap((s) => s.rows);
    const cards = buildCards(rows, sectionFlags(first));
    listedCards += cards.length;
    const one: SeriesImport = { name: unique(first.title), isBase: isBaseTitle(first.title), cards };
    const printRun = sections.find((s) => s.printRun)?.printRun;
    if (printRun)
      Object.assign(one, {
        printRunDisplay: printRun.display,
        minPrintRun: printRun.min,
        maxPrintRun: printRun.max,
      });
    series.push(one);
    byKey.set(key, one);
    origins.set(one, first);
  }
  const addParallel = (
    parent: SeriesImport,
    info: ParallelInfo,
    cards: SeriesImport['cards'],
    keepName = false,
  ) => {
    const built = parallelSeries(parent, info, keepName);
    // a section of that name without a card of its own ("Clear Checklist", "100 cards.", "List TBA.") is the
    // list of this parallel, not another series beside it
    // (a name no series has yet needs no search)
    const empty = usedNames.has(built.name.toLowerCase())
      ? series.findIndex(
          (s) =>
            s !== parent &&
            !s.parentName &&
            s.cards.length === 0 &&
            s.name.toLowerCase() === built.name.toLowerCase() &&
            !series.some((other) => other.parentName === s.name),
        )
      : -1;
    if (empty >= 0) {
      const [listOnly] = series.splice(empty, 1);
      usedNames.delete(listOnly!.name.toLowerCase());
      for (const [key, value] of byKey) if (value === listOnly) byKey.delete(key);
      const origin = origins.get(listOnly!);
      warnings.push({
        sheet: origin?.sheet ?? '',
        row: origin?.row,
        message: `"${built.name}" lists no cards of its own: read as the parallel "${built.name}" of "${parent.name}"`,
      });
    }
    built.name = unique(built.name);
    built.cards = cards;
    series.push(built);
    return built;
  };
  // a parallel whose parent turned out a parallel itself ("Red Shimmer Prizm" of "Shimmer Prizm", a parallel of
  // "Base") belongs to that parallel's set
  const parentOf = new Map(
    cardSections.filter((s) => s.parallelOf).map((s) => [titleKey(s.title), titleKey(s.parallelOf!)]),
  );
  const setOf = (name: string) => {
    const seen = new Set<string>();
    let key = titleKey(name);
    while (!byKey.has(key) && parentOf.has(key) && !seen.has(key)) {
      seen.add(key);
      key = parentOf.get(key)!;
    }
    return byKey.get(key);
  };
  for (const sections of groups.values()) {
    const first = sections[0]!;
    if (!first.parallelOf) continue;
    const parent = setOf(first.parallelOf);
    if (!parent) continue;
    const cards = buildCards(
      sections.flatMap((s) => s.rows),
      sectionFlags(first),
    );
    if (first.listedRows) listedCards += cards.length;
    const runs = cards.map((c) => c.printRun).filter((r): r is number => typeof r === 'number');
    const min = runs.length ? Math.min(...runs) : null;
    const max = runs.length ? Math.max(...runs) : null;
    const color = colorOf(first.title);
    // on a parallel's parallel, the name keeps the parallel it extends ("Steel - Vanadium Silver", not a second
    // "Steel Silver")
    const viaParallel = !byKey.has(titleKey(first.parallelOf));
    const direct = new Set(titleKey(first.parallelOf).split(' '));
    const ownWords = new Set(titleKey(first.title).split(' '));
    const name =
      viaParallel && ![...direct].every((word) => ownWords.has(word))
        ? `${first.parallelOf} ${first.title}`
        : first.title;
    addParallel(
      parent,
      {
        name,
        colorName: color?.colorName ?? null,
        colorHex: color?.colorHex ?? null,
        printRunDisplay:
          max === null ? null : max === 1 ? '1/1' : min === max ? `/${max}` : `/${min}-/${max}`,
        minPrintRun: min,
        maxPrintRun: max,
      },
      cards,
      viaParallel,
    );
  }
  for (const source of parallelSources) {
    if (source.parallels.length === 0) continue;
    const parent =
      byKey.get(titleKey(source.title)) ??
      singularNamesake(source.title, series) ??
      likelyParent(source, byKey, series, warnings);
    if (!parent) {
      warnings.push({
        sheet: source.sheet,
        row: source.row,
        message: `parallels of "${source.title}" match no series`,
      });
      continue;
    }
    const parallels = series.filter((s) => s.parentName === parent.name);
    // a master parallel's retail note ("Holo Orange (Hanger)") is no part of the name a block line gives it
    // ("Orange Holo - (hanger boxes)"); an exact name comes first
    const seen = new Map([
      ...parallels.map((s) => [wordsKey(s.name.replace(/\([^)]*\)/g, ' '), parent.name), s] as const),
      ...parallels.map((s) => [wordsKey(s.name, parent.name), s] as const),
    ]);
    /** this list's parallels by name and print run: one listed twice is one parallel ("Black /199" and
     * "Black /25 or less" are two) */
    const listedHere = new Set<string>();
    for (const info of source.parallels) {
      const key = wordsKey(parallelSeries(parent, info).name, parent.name);
      const twice = `${key}\u0000${info.printRunDisplay ?? ''}`;
      if (listedHere.has(twice)) continue;
      listedHere.add(twice);
      const listed = seen.get(key);
      // "Printing Plates - 1/1 (each has Black, Cyan, Magenta and Yellow versions)" beside the master's four plate
      // colours of that set is those four, not a fifth parallel repeating every card
      const plates = /^plates? printing$/.test(key)
        ? [...seen.keys()].filter((other) =>
            /\b(black|cyan|magenta|yellow)\b.*\bplates? printing\b/.test(other),
          )
        : [];
      if (!listed && plates.length > 0) continue;
      if (!listed) addParallel(parent, info, []);
      else if (listed.maxPrintRun == null && info.maxPrintRun != null) {
        // a master subset read as a parallel takes the print run its block sheet declares
        Object.assign(listed, {
          printRunDisplay: info.printRunDisplay,
          minPrintRun: info.minPrintRun,
          maxPrintRun: info.maxPrintRun,
        });
      }
    }
  }
  return { series, listedCards };
}
