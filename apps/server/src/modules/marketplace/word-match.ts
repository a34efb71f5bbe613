/** Lower case, accents dropped, a plural 's' dropped, so "Acuña" meets "acuna" and "Refractors" "refractor". */
export function tokensOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((token) => token.length > 0)
    .map((token) =>
      token.length > 3 && token.endsWith('s') && !token.endsWith('ss') ? token.slice(0, -1) : token,
    );
}

/** Three rows of the edit table, reused: the matcher compares thousands of word pairs per title. */
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Edits between two words, a swap of neighbouring letters counting as one (the commonest typo). */
export function editDistance(a: string, b: string): number {
  if (rows[0].length <= b.length) rows = [0, 1, 2].map(() => new Int32Array(b.length * 2 + 2)) as typeof rows;
  // rows i-2, i-1 and i of the table (one letter of a per row, one of b per column)
  let [before, previous, current] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, before[j - 2]! + 1);
      current[j] = best;
    }
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/** A seller's typo is forgiven in longer names: one letter from five letters on, two from eight. */
export function sameWord(name: string, word: string): boolean {
  if (name === word) return true;
  const allowed = name.length >= 8 ? 2 : name.length >= 5 ? 1 : 0;
  return allowed > 0 && Math.abs(name.length - word.length) <= allowed && editDistance(name, word) <= allowed;
}
