import { Repeat } from 'lucide-react';
import type { UserCard } from '@cardbinder/shared';

/**
 * Copies marked for trade, given by the page (the trading feature owns the calls): which ones are, and the
 * change of one or several. The collection only shows the marks and asks for changes.
 */
export interface ForTradeMarks {
  ids: ReadonlySet<number>;
  set: (userCardIds: number[], forTrade: boolean) => void;
  pending: boolean;
}

/** A copy as the list shows it: its mark travels in the record, so a changed mark is a changed row. */
type MarkedCard = UserCard & { for_trade?: boolean };

export const isForTrade = (card: UserCard) => (card as MarkedCard).for_trade === true;

/** The cards with their for-trade marks; a card whose mark did not change stays the same object. */
export function withTradeMarks(cards: readonly UserCard[], ids: ReadonlySet<number> | undefined): UserCard[] {
  if (!ids) return cards as UserCard[];
  return cards.map((card) => {
    const marked = ids.has(card.user_card_id);
    return isForTrade(card) === marked ? card : ({ ...card, for_trade: marked } as MarkedCard);
  });
}

export function ForTradeBadge() {
  return <span className="cc-for-trade">For trade</span>;
}

/** The per-copy switch: a badge when the copy is for trade, a quiet 'Offer' when not. */
export function ForTradeToggle({ card, onToggle }: { card: UserCard; onToggle: (card: UserCard) => void }) {
  const on = isForTrade(card);
  return (
    <button
      type="button"
      className={`cc-trade-toggle${on ? ' cc-trade-toggle--on' : ''}`}
      aria-pressed={on}
      // the name carries the visible word (axe: label-content-name-mismatch)
      aria-label={on ? `For trade: card ${card.card_number}` : `Offer card ${card.card_number} for trade`}
      title={on ? 'For trade: click to stop offering it' : 'Offer this copy for trade'}
      onClick={() => onToggle(card)}
    >
      <Repeat size={14} aria-hidden="true" />
      <span>{on ? 'For trade' : 'Offer'}</span>
    </button>
  );
}
