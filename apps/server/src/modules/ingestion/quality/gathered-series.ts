import { nameKey } from '@/modules/catalogue';
import type { SheetGrid } from '../parser/parser.types';
import type { SeriesImport } from '../ingest.types';

const lastWord = (text: string) =>
  nameKey(text.replace(/\b(RC|XRC)\b|\(RC\)/g, ''))
    .split(' ')
    .pop() ?? '';

/**
 * The one series holding at least 90% of a master subset's cards (number and player), by subset: where the reader
 * filed a subset under another title (the block's "Studio Black and White Signatures" for the master's "Studio
 * Black BandW Signatures"), its cards are still checked together.
 */
export function gatheredSeries(
  grid: SheetGrid,
  headerRow: number | null,
  [subset, number, player]: number[],
  series: SeriesImport[],
): (subsetName: string) => SeriesImport[] {
  const pairs = new Map<string, Set<string>>();
  for (const row of grid.rows) {
    if ((headerRow !== null && row.row <= headerRow) || subset! < 0) continue;
    const name = row.cells[subset!] ?? '';
    const key = `${(row.cells[number!] ?? '').replace(/^#/, '')}|${lastWord(row.cells[player!] ?? '')}`;
    pairs.set(name, (pairs.get(name) ?? new Set()).add(key));
  }
  // asked only for subsets found under no title of theirs: each series' pairs are read once, when first needed
  let seriesPairs: { one: SeriesImport; keys: string[] }[] | null = null;
  const found = new Map<string, SeriesImport[]>();
  return (subsetName) => {
    const keys = pairs.get(subsetName);
    if (!keys) return [];
    if (!found.has(subsetName)) {
      seriesPairs ??= series.map((one) => ({
        one,
        keys: one.cards.map((card) =>
          card.players
            .map((p) => `${card.cardNumber}|${lastWord(`${p.firstName} ${p.lastName}`)}`)
            .join('\n'),
        ),
      }));
      let best: { one: SeriesImport; held: number } | null = null;
      for (const { one, keys: cardKeys } of seriesPairs) {
        const held = cardKeys.filter((card) => card.split('\n').some((key) => keys.has(key))).length;
        if (!best || held > best.held) best = { one, held };
      }
      found.set(subsetName, best && best.held >= 0.9 * keys.size ? [best.one] : []);
    }
    return found.get(subsetName)!;
  };
}
