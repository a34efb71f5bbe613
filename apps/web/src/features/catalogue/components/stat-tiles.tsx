import { formatCount } from '@cardbinder/shared';
import type { PlayerStats } from '@cardbinder/shared';

export type CardFilter = 'rookie' | 'autograph' | 'relic' | 'numbered';

const TILES: { filter: CardFilter; label: string; stat: keyof PlayerStats }[] = [
  { filter: 'rookie', label: 'Rookie', stat: 'rookie_cards' },
  { filter: 'autograph', label: 'Autograph', stat: 'autograph_cards' },
  { filter: 'relic', label: 'Relic', stat: 'relic_cards' },
  { filter: 'numbered', label: 'Numbered', stat: 'numbered_cards' },
];

export const matchesCardFilter = (
  card: { is_rookie: boolean; is_autograph: boolean; is_relic: boolean; print_run: number | null },
  filter: CardFilter | null,
) => {
  switch (filter) {
    case 'rookie':
      return card.is_rookie;
    case 'autograph':
      return card.is_autograph;
    case 'relic':
      return card.is_relic;
    case 'numbered':
      return card.print_run !== null;
    default:
      return true;
  }
};

export interface StatTilesProps {
  stats: PlayerStats;
  active: CardFilter | null;
  onToggle: (filter: CardFilter) => void;
}

/** Total cards, then the four kinds; clicking a kind filters the table, clicking it again clears. */
export function StatTiles({ stats, active, onToggle }: StatTilesProps) {
  return (
    <div className="stat-tiles">
      <div className="stat-tile stat-tile--static">
        <span className="stat-tile__value">{formatCount(stats.total_cards)}</span>
        <span className="stat-tile__label">Cards</span>
      </div>
      {TILES.map((tile) => (
        <button
          key={tile.filter}
          type="button"
          className={`stat-tile stat-tile--${tile.filter}${active === tile.filter ? ' stat-tile--active' : ''}`}
          aria-pressed={active === tile.filter}
          onClick={() => onToggle(tile.filter)}
        >
          <span className="stat-tile__value">{formatCount(stats[tile.stat])}</span>
          <span className="stat-tile__label">{tile.label}</span>
        </button>
      ))}
    </div>
  );
}
