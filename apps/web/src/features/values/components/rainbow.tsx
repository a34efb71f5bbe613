import { Link } from 'react-router';
import type { CardDetail } from '@cardbinder/shared';
import { useOwnedCounts } from '../api/use-finish';
import '../values.css';

/** The card's 'rainbow': which of its parallels (and base) the collector owns. */
export function Rainbow({
  card,
  cardPath,
}: {
  card: CardDetail;
  cardPath: (cardSlug: string, seriesSlug: string) => string;
}) {
  const ids = card.parallels.map((parallel) => parallel.card_id);
  const owned = useOwnedCounts(ids);
  if (card.parallels.length < 2 || !owned.data) return null;
  const counts = owned.data.counts;
  const have = card.parallels.filter((parallel) => (counts[String(parallel.card_id)] ?? 0) > 0).length;
  return (
    <section className="rainbow" aria-labelledby="rainbow-title">
      <h2 id="rainbow-title">{`Rainbow: ${have} of ${card.parallels.length} owned`}</h2>
      <ul className="rainbow__list">
        {card.parallels.map((parallel) => {
          const mine = (counts[String(parallel.card_id)] ?? 0) > 0;
          return (
            <li key={parallel.card_id} className={`rainbow__item${mine ? ' rainbow__item--owned' : ''}`}>
              <span
                className="rainbow__swatch"
                style={{ background: parallel.color_hex ?? 'transparent' }}
                aria-hidden="true"
              />
              <Link to={cardPath(parallel.card_slug, parallel.series_slug)}>{parallel.name}</Link>
              <span className="rainbow__state">{mine ? 'Owned' : 'Missing'}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
