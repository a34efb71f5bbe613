import { Link } from 'react-router';
import type { TradeCard, TradeCopy } from '@cardbinder/shared';
import { CardTags } from '@/components/ui/tag';

const isCopy = (card: TradeCard | TradeCopy): card is TradeCopy => 'user_card_id' in card;

/** One card as trading lists show it: number, players, set and series (a link to its page), and the copy's grade. */
export function TradeCardLine({ card }: { card: TradeCard | TradeCopy }) {
  const copy = isCopy(card) ? card : null;
  const details = copy
    ? [
        copy.grade_label,
        copy.serial_number ? `${copy.serial_number}/${copy.print_run ?? '?'}` : null,
        copy.aftermarket_autograph ? 'signed' : null,
      ].filter(Boolean)
    : [];
  return (
    <span className="trade-card">
      <Link to={card.card_path}>
        #{card.card_number} {card.player_names || 'Checklist'}
      </Link>{' '}
      <span className="muted">
        {card.set_year} {card.set_name} · {card.series_name}
      </span>{' '}
      <CardTags isRookie={card.is_rookie} isAutograph={card.is_autograph} isRelic={card.is_relic} />
      {details.length ? <span className="trade-card__copy"> {details.join(' · ')}</span> : null}
    </span>
  );
}
