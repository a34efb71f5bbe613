import { describe, expect, it } from 'vitest';
import { cardsShown } from './series-cards-shown';

const cards = [1, 2, 3, 4].map((card_id) => ({ card_id, card_number: String(card_id) }));

describe('cardsShown (the series table and picture grid)', () => {
  it("shows every card while 'Missing' is off or its list has not arrived", () => {
    expect(cardsShown(cards, undefined)).toBe(cards);
  });

  it("shows only the collector's missing cards, in the series' order", () => {
    expect(cardsShown(cards, new Set([4, 2])).map((card) => card.card_id)).toEqual([2, 4]);
    expect(cardsShown(cards, new Set())).toEqual([]);
  });
});
