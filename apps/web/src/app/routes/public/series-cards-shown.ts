/**
 * The series' cards its table and its picture grid show: with 'Missing' ticked, only those the collector lacks
 * (every card until their list has arrived, as before the box was ticked).
 */
export function cardsShown<C extends { card_id: number }>(
  cards: readonly C[],
  missing: ReadonlySet<number> | undefined,
): readonly C[] {
  return missing ? cards.filter((card) => missing.has(card.card_id)) : cards;
}
