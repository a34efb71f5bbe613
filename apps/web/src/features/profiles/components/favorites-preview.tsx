import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FAVORITE_SLOTS, type FavoriteCard } from '@cardbinder/shared';
import { paths } from '@/config/paths';
import { Panel } from '@/components/ui/panel';

/** The favorite slots on the settings screen, with links to each player and series. */
export function FavoritesPreview({ favorites, manage }: { favorites: FavoriteCard[]; manage: ReactNode }) {
  return (
    <Panel
      className="settings-section"
      title={`Favorite Cards (${favorites.length}/${FAVORITE_SLOTS})`}
      actions={manage}
    >
      {favorites.length === 0 ? (
        <p className="muted">
          No favorite cards yet. Star up to five cards of your collection to show them here.
        </p>
      ) : (
        <ol className="favorites-preview">
          {favorites.map((card) => (
            <li key={card.favorite_id} className="favorites-preview__item">
              <span className="favorites-preview__slot">{card.sort_order}</span>
              <span>
                #{card.card_number}{' '}
                {card.player_slug ? (
                  <Link to={`${paths.players}/${encodeURIComponent(card.player_slug)}`}>
                    {card.player_names}
                  </Link>
                ) : (
                  card.player_names
                )}
                {' · '}
                <Link to={`/series/${encodeURIComponent(card.series_slug)}`}>
                  {card.set_year} {card.set_name} · {card.series_name}
                </Link>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
