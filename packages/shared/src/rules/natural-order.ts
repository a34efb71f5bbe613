/**
 * The catalogue's text order: case and accents ignored, digit runs compared as numbers ('US2' before 'US10'), as
 * Intl.Collator('en', { numeric: true, sensitivity: 'base' }) orders them. Building that collator costs tens of
 * milliseconds the first time on a slow phone (ICU loads its collation data), and every catalogue page sorted
 * with it while it loaded; so plain ASCII letters, digits and spaces are compared here, and the collator, built
 * on first need, decides only where a comparison meets anything else (accents, two different punctuation marks).
 */
let collator: Intl.Collator | null = null;

function collatorOrder(a: string, b: string): number {
  collator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return collator.compare(a, b);
}

const SPACE = 0;
const MARK = 1;
const DIGIT = 2;
const LETTER = 3;
const OTHER = 4;

/** The collator's groups for ASCII: white space, then punctuation and symbols, then digits, then letters. */
function group(code: number): number {
  if (code >= 48 && code <= 57) return DIGIT;
  if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90)) return LETTER;
  if (code === 32) return SPACE;
  if (code > 32 && code < 127) return MARK;
  return OTHER;
}

const lower = (code: number) => (code >= 65 && code <= 90 ? code + 32 : code);

/** Negative when `a` sorts before `b`, positive after, 0 when the collator holds them equal. */
export function compareNatural(a: string, b: string): number {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(j);
    const gx = group(x);
    const gy = group(y);
    if (gx === OTHER || gy === OTHER) return collatorOrder(a, b);
    if (gx === DIGIT && gy === DIGIT) {
      let endA = i;
      let endB = j;
      while (endA < a.length && group(a.charCodeAt(endA)) === DIGIT) endA += 1;
      while (endB < b.length && group(b.charCodeAt(endB)) === DIGIT) endB += 1;
      // leading zeros: the collator's own rule decides
      if ((a[i] === '0' && endA - i > 1) || (b[j] === '0' && endB - j > 1)) return collatorOrder(a, b);
      if (endA - i !== endB - j) return endA - i - (endB - j);
      for (let k = 0; k < endA - i; k += 1) {
        const difference = a.charCodeAt(i + k) - b.charCodeAt(j + k);
        if (difference !== 0) return difference;
      }
      i = endA;
      j = endB;
      continue;
    }
    if (gx !== gy) return gx - gy;
    if (gx === MARK && x !== y) return collatorOrder(a, b);
    const difference = lower(x) - lower(y);
    if (difference !== 0) return difference;
    i += 1;
    j += 1;
  }
  // one is a prefix of the other: the rest decides, unless the collator would ignore it
  for (let k = i; k < a.length; k += 1) if (group(a.charCodeAt(k)) === OTHER) return collatorOrder(a, b);
  for (let k = j; k < b.length; k += 1) if (group(b.charCodeAt(k)) === OTHER) return collatorOrder(a, b);
  return a.length - i - (b.length - j);
}
