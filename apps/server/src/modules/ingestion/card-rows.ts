import { setSlugify } from '@cardbinder/shared';
import type { CardImport, SeriesImport } from './ingest.types';

/** A parallel without cards of its own repeats its parent's, numbered to the parallel's print run. */
export function effectiveCards(
  series: SeriesImport,
  byName: Map<string, SeriesImport>,
  depth = 0,
): CardImport[] {
  if (series.cards.length > 0 || !series.parentName) return series.cards;
  const parent = byName.get(series.parentName);
  if (!parent || depth > 5) return [];
  const fixedRun = series.maxPrintRun && (series.minPrintRun ?? series.maxPrintRun) === series.maxPrintRun;
  const printRun = fixedRun ? series.maxPrintRun : null;
  return effectiveCards(parent, byName, depth + 1).map((card) => ({
    ...card,
    printRun: printRun ?? card.printRun ?? null,
  }));
}

/** Card number plus player names: the last part of the card's URL, unique within its series. */
export function cardSlug(card: CardImport): string {
  const names = card.players.map((p) => `${p.firstName} ${p.lastName}`).join(' ');
  return setSlugify(`${card.cardNumber} ${names || (card.teamNames ?? []).join(' ')}`) || 'card';
}

/** `base`, or `base-2`, `base-3`… whichever is not taken yet; the chosen slug is marked taken. */
export function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}
