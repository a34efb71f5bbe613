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

/** Edits between two words, a swap of neighbouring letters counting as one (the commonest typo). */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** A seller's typo is forgiven in longer names: one letter from five letters on, two from eight. */
export function sameWord(name: string, word: string): boolean {
  if (name === word) return true;
  const allowed = name.length >= 8 ? 2 : name.length >= 5 ? 1 : 0;
  return allowed > 0 && Math.abs(name.length - word.length) <= allowed && editDistance(name, word) <= allowed;
}
