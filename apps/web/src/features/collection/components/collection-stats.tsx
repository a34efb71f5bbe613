import { Link } from 'react-router';
import { formatCount, wholeUsd, type CollectionStats, type ValueTotals } from '@cardbinder/shared';
import { paths } from '@/config/paths';
import { hasScreen } from '@/config/screens';
import type { AchievementStats } from '../api/use-collection';

export type TraitFilter = 'autos' | 'relics' | 'graded' | 'rookies';

const signedUsd = (amount: number) =>
  `${amount < 0 ? '−' : amount > 0 ? '+' : ''}${wholeUsd(Math.abs(amount))}`;

/**
 * Value, Cost and Gain (whole USD) of exactly the entries the list shows; `null` while the list has no answer yet,
 * drawn as a dash rather than a $0 the collection does not have.
 */
export function ValueTiles({ totals }: { totals: ValueTotals | null }) {
  const amount = (format: (totals: ValueTotals) => string) => (totals ? format(totals) : '—');
  return (
    <dl className="cc-stats cc-stats--values" aria-label="Value of the cards shown" aria-busy={!totals}>
      <div className="cc-stat">
        <dt>Value</dt>
        <dd>{amount((known) => wholeUsd(known.value))}</dd>
      </div>
      <div className="cc-stat">
        <dt>Cost</dt>
        <dd>{amount((known) => wholeUsd(known.cost))}</dd>
      </div>
      <div className="cc-stat">
        <dt>Gain</dt>
        <dd className={totals && totals.gain < 0 ? 'cc-stat__loss' : undefined}>
          {amount((known) => signedUsd(known.gain))}
        </dd>
      </div>
    </dl>
  );
}

/**
 * Cards, then Value, Cost and Gain of exactly what the list shows (drawn into `totalsSlot` by the list), Players
 * and Achievements (to /achievements, once that screen ships).
 */
export function CollectionHeaderStats({
  stats,
  achievements,
  totalsSlot,
}: {
  stats: CollectionStats | undefined;
  achievements: AchievementStats | undefined;
  totalsSlot?: (element: HTMLElement | null) => void;
}) {
  return (
    <>
      <dl className="cc-stats">
        <div className="cc-stat">
          <dt>Cards</dt>
          <dd>{formatCount(stats?.total_cards ?? 0)}</dd>
        </div>
        {totalsSlot ? null : (
          <div className="cc-stat">
            <dt>Value</dt>
            <dd>{wholeUsd(stats?.total_value ?? 0)}</dd>
          </div>
        )}
        <div className="cc-stat">
          <dt>Players</dt>
          <dd>{formatCount(stats?.unique_players ?? 0)}</dd>
        </div>
        {hasScreen(paths.achievements) ? (
          // a <dl> holds only dt/dd groups in divs: the link sits in the term and stretches over the tile
          <div className="cc-stat cc-stat--link">
            <dt>
              <Link to={paths.achievements} className="cc-stat__link">
                Achievements
              </Link>
            </dt>
            <dd>
              {achievements?.total_achievements ?? 0}
              <span className="cc-stat__sub"> {achievements?.total_points ?? 0} pts</span>
            </dd>
          </div>
        ) : null}
      </dl>
      {totalsSlot ? <div className="cc-stats__values" ref={totalsSlot} /> : null}
    </>
  );
}

const TILES: { key: TraitFilter; label: string; count: (stats: CollectionStats) => number }[] = [
  { key: 'autos', label: 'Autos', count: (s) => s.autograph_cards },
  { key: 'relics', label: 'Relics', count: (s) => s.relic_cards },
  { key: 'graded', label: 'Graded', count: (s) => s.graded_cards },
  { key: 'rookies', label: 'Rookies', count: (s) => s.rookie_cards },
];

/** Toggles that combine (AND), spec 2 §2.1. */
export function TraitTiles({
  stats,
  active,
  onToggle,
}: {
  stats: CollectionStats | undefined;
  active: Record<TraitFilter, boolean>;
  onToggle: (key: TraitFilter) => void;
}) {
  return (
    <div className="cc-tiles" role="group" aria-label="Card filters">
      {TILES.map((tile) => (
        <button
          key={tile.key}
          type="button"
          className={`cc-tile cc-tile--${tile.key}${active[tile.key] ? ' cc-tile--active' : ''}`}
          aria-pressed={active[tile.key]}
          onClick={() => onToggle(tile.key)}
        >
          <span className="cc-tile__count">{stats ? tile.count(stats) : 0}</span>
          <span className="cc-tile__label">{tile.label}</span>
        </button>
      ))}
    </div>
  );
}
