import type { ChecklistImport } from '@/modules/ingestion';
import type { LabelledTitle, SampleCard } from './card-titles';
import { pick, type Random } from './seller-wording';

/** What a listing that is not one card is written from: real players, sets and teams of the catalogue. */
interface Listing {
  year: number;
  set: string;
  player: string;
  player2: string;
  player3: string;
  team: string;
  number: string;
  number2: string;
  count: number;
}

type Template = (l: Listing) => string;

/**
 * Lots, breaks, sealed product, supplies and memorabilia, in two families of wording: the held-out part's
 * are never seen while tuning.
 */
const NOT_ONE_CARD: Record<'tuning' | 'held-out', Template[]> = {
  tuning: [
    (l) => `${l.player} lot of ${l.count} cards ${l.year} ${l.set}`,
    (l) => `${l.year} ${l.set} ${l.player} ${l.player2} ${l.player3} rookie lot`,
    (l) => `(${l.count}) ${l.year} ${l.set} ${l.player} base cards`,
    (l) => `${l.year} ${l.set} hobby box break - ${l.team} random team`,
    (l) => `${l.year} ${l.set} ${l.team} team set ${l.count} cards`,
    (l) => `${l.year} ${l.set} factory sealed hobby box`,
    (l) => `${l.player} signed 8x10 photo ${l.team}`,
    (l) => `${l.player} #${l.number} & #${l.number2} ${l.year} ${l.set}`,
    (l) => `PYT ${l.team} ${l.year} ${l.set} case break`,
    (l) => `${l.year} ${l.set} complete base set 1-${l.count * 50}`,
  ],
  'held-out': [
    (l) => `${l.player} x${l.count} ${l.year} ${l.set} RC LOT INVEST`,
    (l) => `${l.year} ${l.set} ${l.player} + ${l.player2} + ${l.player3} (${l.count}) card lot 🔥`,
    (l) => `LIVE BREAK ${l.year} ${l.set} ${l.team} spot 1/${l.count + 10} ${l.player}`,
    (l) => `${l.team} pick your team break ${l.year} ${l.set} ${l.player} hits`,
    (l) => `${l.year} ${l.set} ${l.player} and ${l.player2} ${l.count} card bundle`,
    (l) => `${l.year} ${l.set} blaster box ${l.player} RC chase`,
    (l) => `${l.player} ${l.team} bobblehead`,
    (l) => `${l.player} ${l.year} ${l.set} #${l.number} #${l.number2} you get both`,
    (l) => `${l.year} ${l.set} ${l.player} rookie card lot of ${l.count}`,
    (l) => `magnetic one touch holder 35pt ${l.player} not included`,
  ],
};

/** A single card of a year its set does not have: a real single the catalogue does not hold. */
const MISSING_SINGLE: Record<'tuning' | 'held-out', Template[]> = {
  tuning: [
    (l) => `${l.year} ${l.set} ${l.player} #${l.number}`,
    (l) => `${l.player} ${l.year} ${l.set} RC #${l.number}`,
  ],
  'held-out': [
    (l) => `${l.year} ${l.set} #${l.number} ${l.player} ${l.team}`,
    (l) => `${l.player} ${l.set} ${l.year} No. ${l.number}`,
  ],
};

const nameOf = (card: SampleCard) => `${card.card.players[0]!.firstName} ${card.card.players[0]!.lastName}`;

export function otherListingTitles(
  random: Random,
  cards: SampleCard[],
  checklists: ChecklistImport[],
  part: 'tuning' | 'held-out',
): LabelledTitle[] {
  const titles: LabelledTitle[] = [];
  const listing = (): Listing => {
    const card = pick(random, cards);
    const sameSet = cards.filter((c) => c.set === card.set);
    return {
      year: card.set.year,
      set: card.set.name.replace(/\s+(Football|Basketball|Hockey)$/, ''),
      player: nameOf(card),
      player2: nameOf(pick(random, sameSet)),
      player3: nameOf(pick(random, sameSet)),
      team: card.card.players[0]!.teamName ?? 'Yankees',
      number: card.card.cardNumber,
      number2: pick(
        random,
        sameSet.filter((c) => c.card.cardNumber !== card.card.cardNumber),
      ).card.cardNumber,
      count: 2 + Math.floor(random() * 20),
    };
  };
  for (let i = 0; i < 5; i++)
    for (const template of NOT_ONE_CARD[part])
      titles.push({
        title: template(listing()),
        kind: 'not_a_single_card',
        card: null,
        grade: null,
        serial_number: null,
        style: 'not one card',
      });
  const years = new Set(
    checklists.map((c) => `${c.set.year} ${c.set.name.replace(/\s+(Football|Basketball|Hockey)$/, '')}`),
  );
  for (let i = 0; i < 12; i++) {
    const l = listing();
    const year =
      [l.year - 3, l.year - 2, l.year + 2].find((y) => !years.has(`${y} ${l.set}`) && y < 2027) ?? l.year - 5;
    titles.push({
      title: pick(random, MISSING_SINGLE[part])({ ...l, year }),
      kind: 'card',
      card: null,
      grade: null,
      serial_number: null,
      style: 'single not in the catalogue',
    });
  }
  return titles;
}
