import { pairKey } from './block-titles';
import { AUTO, numbersOf, RELIC } from './master-parallels';
import type { ParseWarning, SectionDraft } from './parser.types';
import { titleKey } from './series-builder';

/**
 * Two blocks of one title on two sheets listing other cards ("City Connect Manufactured Patch Cards": CC- on
 * Inserts, CCA- on Autographs) are two sets: the one on a sheet of autographs or relics its title lacks is named
 * for that kind ("… Autographs"), as the publisher's master names such twins.
 */
export function nameTwinsBySheet(sections: SectionDraft[], warnings: ParseWarning[]): void {
  const kinds = [
    { word: 'Autographs', test: AUTO },
    { word: 'Relics', test: RELIC },
  ];
  const titles = new Set(sections.map((s) => titleKey(s.title)));
  for (const section of sections) {
    if (section.parallelOf || section.rows.length === 0) continue;
    const kind = kinds.find(({ test }) => test.test(section.sheet) && !test.test(section.title));
    const renamed = kind && `${section.title} ${kind.word}`;
    if (!renamed || titles.has(titleKey(renamed))) continue;
    const own = numbersOf(section);
    const twin = sections.some(
      (other) =>
        other !== section &&
        !other.parallelOf &&
        other.sheet !== section.sheet &&
        titleKey(other.title) === titleKey(section.title) &&
        other.rows.length > 0 &&
        other.rows.every((row) => !own.has(row.cardNumber.toLowerCase())),
    );
    if (!twin) continue;
    warnings.push({
      sheet: section.sheet,
      row: section.row,
      message: `"${section.title}" lists other cards on sheet "${section.sheet}" than on another sheet: read as "${renamed}"`,
    });
    section.twinTitle = section.title;
    section.title = renamed;
    titles.add(titleKey(renamed));
  }
}

/**
 * A master subset holding the cards of two twin blocks ("City Connect Manufactured Patch Cards", 49: the 30 CC- of
 * Inserts and the 19 CCA- of Autographs) is split as the blocks are: the cards of the twin named for its sheet's
 * kind make a set of that name.
 */
export function splitSubsetsOfTwins(
  flat: SectionDraft[],
  blocks: SectionDraft[],
  warnings: ParseWarning[],
): void {
  const titles = new Set(flat.map((s) => titleKey(s.title)));
  for (const block of blocks) {
    if (!block.twinTitle || block.parallelOf || titles.has(titleKey(block.title))) continue;
    const subset = flat.find((s) => !s.parallelOf && titleKey(s.title) === titleKey(block.twinTitle!));
    const keys = new Set(block.rows.map(pairKey));
    const moved = subset?.rows.filter((row) => keys.has(pairKey(row))) ?? [];
    if (!subset || moved.length !== keys.size || moved.length === subset.rows.length) continue;
    subset.rows = subset.rows.filter((row) => !moved.includes(row));
    flat.push({ ...subset, title: block.title, rows: moved, parallels: [] });
    titles.add(titleKey(block.title));
    warnings.push({
      sheet: subset.sheet,
      row: subset.row,
      message: `"${subset.title}" holds the cards of two blocks: ${moved.length} read as "${block.title}" (${block.sheet})`,
    });
  }
}

/** The code all of a section's card numbers start with ("HK" of "HK-AB", "HK-UB"), or null. */
function codePrefix(section: SectionDraft): string | null {
  // (rows without a number of their own are more people on the card above)
  const numbered = section.rows.filter((row) => row.cardNumber && !row.unnumbered);
  const prefixes = new Set(numbered.map((row) => /^([A-Z]+)-/i.exec(row.cardNumber)?.[1]?.toUpperCase()));
  const [only] = prefixes;
  return prefixes.size === 1 && only ? only : null;
}

const words = (title: string) => title.split(/\s+/).filter(Boolean);

const lower = (list: string[]) => list.map((word) => word.toLowerCase());
const startsWithWords = (title: string[], lead: string[]) =>
  lead.length < title.length && lead.every((word, i) => word === title[i]);
const endsWithWords = (title: string[], tail: string[]) =>
  tail.length > 0 &&
  tail.length < title.length &&
  tail.every((word, i) => word === title[title.length - tail.length + i]);

/** The words every title begins with ("Home Run Kings" of "Home Run Kings Autographs", "… Ultra Book Card …"). */
function sharedLead(titles: string[][]): string[] {
  const [first = []] = titles;
  let n = 0;
  while (n < first.length && titles.every((title) => title[n] === first[n])) n += 1;
  return first.slice(0, n);
}

/**
 * Two blocks of one title listing other cards under other codes, one code that of another line of sets ("Home Run
 * Kings Ultra Book Card Autographs" twice: HRK-UB, the code of every "Home Run Kings …" set, and HK-UB, that of
 * "Hit Kings Autographs"): the title was copied to the wrong line's block. That block takes its line's name ("Hit
 * Kings Ultra Book Card Autographs"), found as the title of a set of its code with the end of a title of the other
 * line ("Hit Kings" + "Autographs"); without such evidence the two stay one set.
 */
export function nameTwinsByCode(sections: SectionDraft[], warnings: ParseWarning[]): void {
  const roots = sections.filter((s) => !s.parallelOf && s.rows.length > 0);
  const groups = new Map<string, SectionDraft[]>();
  for (const section of roots) {
    const key = titleKey(section.title);
    groups.set(key, [...(groups.get(key) ?? []), section]);
  }
  const codeOf = new Map(roots.map((section) => [section, codePrefix(section)]));
  const coded = roots.map((section) => ({ section, code: codeOf.get(section) }));
  // the titles of the other sets whose cards all carry a code
  const titlesOf = (code: string, twinKey: string) =>
    [
      ...new Set(
        coded
          .filter((s) => s.code === code && titleKey(s.section.title) !== twinKey)
          .map((s) => lower(words(s.section.title)).join(' ')),
      ),
    ].map((title) => title.split(' '));
  for (const [key, twins] of groups) {
    if (twins.length !== 2) continue;
    const codes = twins.map((twin) => codeOf.get(twin));
    if (!codes[0] || !codes[1] || codes[0] === codes[1]) continue;
    const title = lower(words(twins[0]!.title));
    const renames = [0, 1].flatMap((owner) => {
      const ownLine = titlesOf(codes[owner]!, key);
      const lead = sharedLead([title, ...ownLine]);
      if (ownLine.length === 0 || !startsWithWords(title, lead)) return [];
      const tails = ownLine.map((other) => other.slice(lead.length)).filter((tail) => tail.length > 0);
      const names = new Set(
        titlesOf(codes[1 - owner]!, key).flatMap((other) =>
          tails
            .filter((tail) => endsWithWords(other, tail))
            .map((tail) => other.slice(0, other.length - tail.length).join(' ')),
        ),
      );
      return names.size === 1 ? [{ moved: twins[1 - owner]!, name: [...names][0]!, lead }] : [];
    });
    if (renames.length !== 1) continue;
    const { moved, name, lead } = renames[0]!;
    const own = words(moved.title);
    const cased = words(
      coded.find((s) => lower(words(s.section.title)).join(' ').startsWith(`${name} `))!.section.title,
    );
    const line = cased.slice(0, name.split(' ').length);
    const renamed = [...line, ...own.slice(lead.length)].join(' ');
    if (groups.has(titleKey(renamed))) continue;
    warnings.push({
      sheet: moved.sheet,
      row: moved.row,
      message: `"${moved.title}" is listed twice; this block's ${codeOf.get(moved)}- cards carry the code of the "${line.join(' ')}" sets: read as "${renamed}"`,
    });
    moved.title = renamed;
  }
}
