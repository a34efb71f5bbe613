import type { ReactNode } from 'react';
import type { CardDetail } from '@cardbinder/shared';
import { CardTags } from '@/components/ui/tag';
import type { CardRoute } from '../api/use-card-detail';
import { CardPlayers } from './card-players';
import { CardStrip } from './card-strip';
import { ParallelSelect } from './parallel-select';

export interface CardHeaderProps {
  card: CardDetail;
  kind: CardRoute['kind'];
  actions: ReactNode;
}

/** Number, strip, players with team circles, tags, parallels and the page's actions. */
export function CardHeader({ card, kind, actions }: CardHeaderProps) {
  return (
    <div className="card-header">
      <CardStrip card={card} />
      <h1 className="card-header__title">
        <span className="card-header__number">{`#${card.card_number}`}</span>
        {card.player_names ? <span>{card.player_names}</span> : null}
      </h1>
      <p className="card-header__sub">{`${card.set_year} ${card.set_name} · ${card.series_name}`}</p>
      <CardTags isRookie={card.is_rookie} isAutograph={card.is_autograph} isRelic={card.is_relic} />
      <CardPlayers card={card} />
      {card.notes ? <p className="card-header__notes">{card.notes}</p> : null}
      <ParallelSelect card={card} kind={kind} />
      <div className="card-header__actions">{actions}</div>
    </div>
  );
}
