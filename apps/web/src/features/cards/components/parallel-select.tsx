import { useId } from 'react';
import { useNavigate } from 'react-router';
import type { CardDetail } from '@cardbinder/shared';
import type { CardRoute } from '../api/use-card-detail';
import { cardPathLike } from '../lib/card-page-links';

export interface ParallelSelectProps {
  card: CardDetail;
  kind: CardRoute['kind'];
}

/** The same card number in the other series of its family (base and parallels). */
export function ParallelSelect({ card, kind }: ParallelSelectProps) {
  const navigate = useNavigate();
  const id = useId();
  if (card.parallels.length < 2) return null;
  const current = card.parallels.find((parallel) => parallel.is_current)?.card_id ?? card.card_id;
  return (
    <div className="parallel-select">
      <label className="parallel-select__label" htmlFor={id}>
        {`Parallels (${card.parallels.length - 1})`}
      </label>
      <select
        id={id}
        className="parallel-select__input"
        value={current}
        onChange={(event) => {
          const target = card.parallels.find((parallel) => parallel.card_id === Number(event.target.value));
          if (!target) return;
          void navigate(
            cardPathLike(kind, {
              set_year: card.set_year,
              set_slug: card.set_slug,
              series_slug: target.series_slug,
              card_slug: target.card_slug,
              card_number: target.card_number,
              player_slug: card.player_slug,
            }),
          );
        }}
      >
        {card.parallels.map((parallel) => (
          <option key={parallel.card_id} value={parallel.card_id}>
            {parallel.print_run_display ? `${parallel.name} (${parallel.print_run_display})` : parallel.name}
          </option>
        ))}
      </select>
    </div>
  );
}
