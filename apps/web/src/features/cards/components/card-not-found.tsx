import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

export interface CardNotFoundProps {
  message: string;
  seriesHref: string | null;
  onRetry?: () => void;
}

/** 'Card Not Found' with a way back to the series and to search. */
export function CardNotFound({ message, seriesHref, onRetry }: CardNotFoundProps) {
  return (
    <section className="page page--narrow card-not-found">
      <SearchX size={40} aria-hidden="true" />
      <h1>Card Not Found</h1>
      <p className="card-page__muted">{message}</p>
      <div className="card-not-found__actions">
        {seriesHref ? (
          <ButtonLink to={seriesHref} variant="primary">
            Back to Series
          </ButtonLink>
        ) : null}
        <ButtonLink to={paths.search} variant="secondary">
          Search cards
        </ButtonLink>
        {onRetry ? (
          <button type="button" className="btn btn--ghost btn--md" onClick={onRetry}>
            Try Again
          </button>
        ) : null}
      </div>
      <Link to={paths.sets} className="card-page__muted">
        Browse all sets
      </Link>
    </section>
  );
}
