import { foldAccents } from '@cardbinder/shared';

export interface TextSegment {
  text: string;
  match: boolean;
}

/** Lowercased and accent-folded one character at a time, so indexes in the folded text match the original. */
function foldPerChar(text: string): string {
  let folded = '';
  for (const char of text) {
    const base = foldAccents(char).toLowerCase();
    // a character that folds to more or fewer UTF-16 units would shift every later index
    folded += base.length === char.length ? base : char;
  }
  return folded;
}

/** Query words worth marking: "#" and edge punctuation dropped; one character alone would mark half the page. */
export function highlightTerms(query: string): string[] {
  const words = foldPerChar(query)
    .split(/[\s,#/]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word.length >= 2);
  // the longest first, so "griffey" wins over "g" where both start
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/** Splits text into marked and plain runs where a query word occurs (case- and accent-insensitive). */
export function highlight(text: string, query: string): TextSegment[] {
  const terms = highlightTerms(query);
  if (!text || terms.length === 0) return text ? [{ text, match: false }] : [];
  const folded = foldPerChar(text);
  const marks = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    let from = folded.indexOf(term);
    while (from !== -1) {
      marks.fill(true, from, from + term.length);
      from = folded.indexOf(term, from + term.length);
    }
  }
  const segments: TextSegment[] = [];
  let start = 0;
  for (let index = 1; index <= text.length; index += 1) {
    if (index === text.length || marks[index] !== marks[start]) {
      segments.push({ text: text.slice(start, index), match: marks[start] ?? false });
      start = index;
    }
  }
  return segments;
}
