import type { ChecklistImport } from '@/modules/ingestion';
import {
  cardTitle,
  HELD_OUT_TEMPLATES,
  TUNING_TEMPLATES,
  type LabelledTitle,
  type SampleCard,
  type TemplateName,
} from './card-titles';
import { otherListingTitles } from './other-listings';
import { pick, seededRandom, type Random } from './seller-wording';

export type { LabelledTitle } from './card-titles';

/**
 * The product family of a set: sets of one family share their names, checklist codes and parallels, so the
 * held-out part holds whole families the matcher was never tuned on.
 */
export function productFamily(setName: string): string {
  const name = setName.toLowerCase();
  if (/topps/.test(name) && /chrome/.test(name)) return 'topps chrome';
  if (/bowman chrome/.test(name)) return 'bowman chrome';
  if (/bowman/.test(name)) return 'bowman';
  if (/optic/.test(name)) return 'donruss optic';
  if (/donruss/.test(name)) return 'donruss';
  if (/heritage/.test(name)) return 'topps heritage';
  if (/topps/.test(name)) return 'topps';
  if (/fleer/.test(name)) return 'fleer';
  if (/o-pee-chee/.test(name)) return 'o-pee-chee';
  if (/prizm/.test(name)) return 'panini prizm';
  return name;
}

/** Families kept aside: one vintage, the modern paper and chrome prospect lines, football and hockey. */
export const HELD_OUT_FAMILIES = new Set([
  'bowman',
  'donruss',
  'donruss optic',
  'topps heritage',
  'o-pee-chee',
  'chicago blackhawks 100th anniversary hockey',
]);

type Kind = 'base' | 'insert' | 'parallel' | 'autograph' | 'relic' | 'multi-player';

function kindOf({ series, card }: Pick<SampleCard, 'series' | 'card'>): Kind {
  if (card.players.length > 1) return 'multi-player';
  if (card.isAutograph) return 'autograph';
  if (card.isRelic) return 'relic';
  if (series.parentName) return 'parallel';
  return series.isBase ? 'base' : 'insert';
}

const PER_KIND: Record<Kind, number> = {
  base: 5,
  insert: 4,
  parallel: 6,
  autograph: 3,
  relic: 2,
  'multi-player': 2,
};

function sampleCards(checklists: ChecklistImport[]): SampleCard[] {
  const sets = new Map<string, number>();
  for (const { set } of checklists) sets.set(set.name, (sets.get(set.name) ?? 0) + 1);
  const cards: SampleCard[] = [];
  for (const checklist of checklists) {
    const sameNameOtherYear = (sets.get(checklist.set.name) ?? 0) > 1;
    for (const series of checklist.series) {
      const byPlayer = new Map<string, number>();
      for (const card of series.cards) {
        const key = card.players.map((p) => `${p.firstName} ${p.lastName}`).join('|');
        byPlayer.set(key, (byPlayer.get(key) ?? 0) + 1);
      }
      for (const card of series.cards) {
        if (!card.players.length || card.players.some((p) => !p.lastName)) continue;
        const key = card.players.map((p) => `${p.firstName} ${p.lastName}`).join('|');
        cards.push({
          set: checklist.set,
          series,
          card,
          printRun: card.printRun ?? series.maxPrintRun ?? null,
          numberOptional: byPlayer.get(key) === 1,
          yearOptional: !sameNameOtherYear,
        });
      }
    }
  }
  return cards;
}

function shuffled<T>(random: Random, values: T[]): T[] {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function cardTitlesOf(random: Random, cards: SampleCard[], templates: TemplateName[], scale: number) {
  const titles: LabelledTitle[] = [];
  const bySet = new Map<string, SampleCard[]>();
  for (const card of cards) {
    const key = `${card.set.year} ${card.set.name}`;
    bySet.set(key, [...(bySet.get(key) ?? []), card]);
  }
  for (const setCards of bySet.values()) {
    const taken = new Map<Kind, number>();
    for (const card of shuffled(random, setCards)) {
      const kind = kindOf(card);
      if ((taken.get(kind) ?? 0) >= PER_KIND[kind] * scale) continue;
      taken.set(kind, (taken.get(kind) ?? 0) + 1);
      titles.push(cardTitle(random, card, pick(random, templates)));
    }
  }
  return titles;
}

/**
 * The labelled purchase titles, built from the sample catalogue: cards of every set, sport and manufacturer
 * (base, inserts, numbered parallels, autographs, relics, multi-player cards, graded and serial-numbered copies)
 * in seller styles, with lots, breaks and other listings that mention real players. Two parts, kept apart
 * twice over: the held-out part holds only sets of HELD_OUT_FAMILIES and only titles in HELD_OUT_TEMPLATES.
 */
export function labelledTitles(checklists: ChecklistImport[], seed = 41) {
  const random = seededRandom(seed);
  const all = sampleCards(checklists);
  const heldOutCards = all.filter((c) => HELD_OUT_FAMILIES.has(productFamily(c.set.name)));
  const tuningCards = all.filter((c) => !HELD_OUT_FAMILIES.has(productFamily(c.set.name)));
  const tuning = [
    ...cardTitlesOf(random, tuningCards, TUNING_TEMPLATES, 1),
    ...otherListingTitles(random, tuningCards, checklists, 'tuning'),
  ];
  const heldOut = [
    ...cardTitlesOf(random, heldOutCards, HELD_OUT_TEMPLATES, 2.5),
    ...otherListingTitles(random, heldOutCards, checklists, 'held-out'),
  ];
  return { tuning, heldOut };
}
