import { formatCount } from '@cardbinder/shared';
import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import type { CardDetail } from '@cardbinder/shared';
import { marketplaceLinks, marketplaceQuery } from '../lib/card-page-links';

/** Current Value (the card's raw value, given by the page), CYC Pop and searches on two marketplaces. */
export function CardStats({ card, value }: { card: CardDetail; value?: ReactNode }) {
  const links = marketplaceLinks(marketplaceQuery(card));
  return (
    <dl className="card-stats">
      <div className="card-stats__box">
        <dt>Current Value</dt>
        <dd>{value ?? 'TBD'}</dd>
      </div>
      <div className="card-stats__box">
        <dt>CYC Pop</dt>
        <dd>{formatCount(card.cyc_population)}</dd>
      </div>
      {links.map((link) => (
        <div key={link.name} className="card-stats__box">
          <dt>{link.name}</dt>
          <dd>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className="card-stats__link">
              {`Search ${link.name}`}
              <ExternalLink size={14} aria-hidden="true" />
            </a>
          </dd>
        </div>
      ))}
    </dl>
  );
}
