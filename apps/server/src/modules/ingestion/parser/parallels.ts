import { isKnownTeamName } from './cell-kinds';
import { colorOf } from './colors';
import type { ParallelInfo } from './parser.types';

/** Print-run facts read from text such as "/50", "1/1", "/25 or less", "#'d to 99". */
export function readPrintRun(text: string): { display: string; min: number; max: number } | null {
  const t = text.replace(/[–—]/g, '-');
  if (/(^|[^\d/])1\s*\/\s*1(?![\d/])/.test(t) || /\bone[- ]of[- ]one\b/i.test(t)) {
    return { display: '1/1', min: 1, max: 1 };
  }
  const runs = [...t.matchAll(/(?:^|[\s(#-])\/\s*(\d{1,5})\b|#'?d\s+(?:to\s+)?(\d{1,5})\b/gi)]
    .map((m) => Number(m[1] ?? m[2]))
    .filter((n) => n > 0);
  if (runs.length === 0) return null;
  const min = Math.min(...runs);
  const max = Math.max(...runs);
  const orLess = /or less|or fewer/i.test(t);
  // "/1" is a one-of-one, shown as such ("Superfractor /1")
  if (max === 1) return { display: '1/1', min: 1, max: 1 };
  if (min === max) return { display: `/${max}`, min: orLess ? 1 : min, max };
  return { display: `/${min}-/${max}`, min, max };
}

/** Text that only gives odds or where packs hold it ("1:24 packs", "5 per retail value pack"). */
export function isOddsText(text: string): boolean {
  return (
    /^\(?\s*\d[\d,]*\s*:\s*\d[\d,]*/.test(text) || /^(?:\d+|one) per\b/i.test(text) || /^odds\b/i.test(text)
  );
}

/** Turns one line of a "Parallels:" block into a parallel, or null when the line is not one. */
export function parseParallelLine(line: string, group: string | null = null): ParallelInfo | null {
  const text = line.replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim();
  if (text.length === 0 || text.length > 160 || isOddsText(text)) return null;
  const printRun = readPrintRun(text);
  let name = text.split(/\s+-\s+|\s-(?=\s*[/(\d])|\(|\s\/|\s#'?d\b/)[0] ?? '';
  name = name
    .replace(/\s*\b1\/1\b.*$/, '')
    .replace(/[\s:.,-]+$/, '')
    .trim();
  if (name.length === 0 || name.length > 60 || /^[\d/#]/.test(name) || /^(tba|tbd|none|n\/a)$/i.test(name))
    return null;
  if (!/\p{L}/u.test(name.replace(/\bor (less|fewer)\b/gi, ''))) return null;
  // "Boston Red Sox - Cap", "Toronto Blue Jays - Logo": a club's sticker or card, its colour word the club's
  if (isKnownTeamName(name)) return null;
  // a sentence about the cards ("Each card is a stamped 1/1 buyback."), not a parallel's name
  if (/\b(each|every|is|are)\b/i.test(name)) return null;
  if (group && !name.toLowerCase().includes(group.toLowerCase())) name = `${name} ${group}`;
  const color = colorOf(name);
  return {
    name,
    colorName: color?.colorName ?? null,
    colorHex: color?.colorHex ?? null,
    printRunDisplay: printRun?.display ?? null,
    minPrintRun: printRun?.min ?? null,
    maxPrintRun: printRun?.max ?? null,
  };
}
