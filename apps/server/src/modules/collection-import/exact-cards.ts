import type { Db } from '@/db/client';
import { candidateCards, type CandidateCard } from '@/modules/marketplace';
import { cardsNumbered, seriesOfYears } from './catalogue-labels.queries';
import type { ReadLine } from './import-line';

/** A set label as the catalogue and a line compare it: lower case, letters and digits, single spaces. */
export const labelKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The label a catalogue card answers to: its year, set and series ('2024 Topps Chrome · Gold'). */
export const cardLabelKey = (card: Pick<CandidateCard, 'set_year' | 'set_name' | 'series_name'>) =>
  labelKey(`${card.set_year} ${card.set_name} ${card.series_name}`);

/**
 * Finds the catalogue cards that lines name exactly (year, set and series as the catalogue writes them, and
 * the card's number, as our own CSV and CollectYourCards' Series column write them) for many lines at once,
 * without the title matcher: the series' labels are read once per year an import names, then one statement
 * finds a chunk's numbered cards and one reads them. A line names a card only when exactly one fits.
 */
export function exactCardFinder(db: Db) {
  const seriesByLabel = new Map<string, number[]>();
  const yearsRead = new Set<number>();

  async function readYears(keys: string[]) {
    const years = new Set<number>();
    for (const key of keys) {
      const year = /^(\d{1,4}) /.exec(key)?.[1];
      if (year && !yearsRead.has(Number(year))) years.add(Number(year));
    }
    for (const series of await seriesOfYears(db, [...years])) {
      const key = labelKey(`${series.year} ${series.set_name} ${series.series_name}`);
      seriesByLabel.set(key, [...(seriesByLabel.get(key) ?? []), series.series_id]);
    }
    for (const year of years) yearsRead.add(year);
  }

  return async function cardsNamed(labels: ReadLine['label'][]): Promise<(CandidateCard | null)[]> {
    const keys = labels.map((label) => (label.set && label.number ? labelKey(label.set) : ''));
    await readYears(keys);
    const seriesOf = (i: number) => (keys[i] ? (seriesByLabel.get(keys[i]) ?? []) : []);
    const pairKey = (seriesId: number, number: string) => `${seriesId} ${number.toLowerCase()}`;
    const wanted = new Map<string, { seriesId: number; number: string }>();
    labels.forEach((label, i) => {
      for (const seriesId of seriesOf(i))
        wanted.set(pairKey(seriesId, label.number), { seriesId, number: label.number.toLowerCase() });
    });
    const numbered = new Map<string, number[]>();
    for (const card of await cardsNumbered(db, [...wanted.values()])) {
      const key = pairKey(card.series_id, card.card_number);
      numbered.set(key, [...(numbered.get(key) ?? []), card.card_id]);
    }
    const named = labels.map((label, i) => {
      const ids = seriesOf(i).flatMap((seriesId) => numbered.get(pairKey(seriesId, label.number)) ?? []);
      return ids.length === 1 ? ids[0]! : null;
    });
    const ids = [...new Set(named.filter((id) => id !== null))];
    const cards = new Map((await candidateCards(db, ids)).map((card) => [card.card_id, card]));
    return named.map((id) => (id === null ? null : (cards.get(id) ?? null)));
  };
}
