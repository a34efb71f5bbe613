import { useState } from 'react';
import { Link } from 'react-router';
import { TRADE_STATUS_LABELS, shortDate } from '@cardbinder/shared';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useTrades } from '../api/use-trades';

/** /trades: open trades (with whose turn it is) and the completed or finished ones. */
export function TradesListView() {
  const [scope, setScope] = useState<'open' | 'history'>('open');
  const trades = useTrades(scope);
  return (
    <div className="trading">
      <div className="trading__tabs" role="group" aria-label="Which trades">
        {(['open', 'history'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className={buttonClass({ variant: scope === value ? 'primary' : 'secondary', size: 'sm' })}
            aria-pressed={scope === value}
            onClick={() => setScope(value)}
          >
            {value === 'open' ? 'Open' : 'History'}
          </button>
        ))}
      </div>
      {trades.isError ? <p role="alert">Failed to load your trades</p> : null}
      {trades.data?.trades.length === 0 ? (
        <EmptyState
          title={scope === 'open' ? 'No open trades' : 'No finished trades yet'}
          actions={
            <Link className={buttonClass({ variant: 'primary' })} to="/trades/matches">
              Find trade matches
            </Link>
          }
        />
      ) : null}
      <ul className="trading__list trading__trades">
        {trades.data?.trades.map((trade) => (
          <li key={trade.trade_id}>
            <Link to={`/trades/${trade.trade_id}`}>
              Trade #{trade.trade_id} with @{trade.partner.username}
            </Link>{' '}
            <span className={`trade-status trade-status--${trade.status}`}>
              {TRADE_STATUS_LABELS[trade.status]}
            </span>
            {trade.my_turn ? <strong className="trade-turn"> · your turn</strong> : null}
            <span className="muted">
              {' '}
              · you give {trade.give_count}, you get {trade.get_count} · {shortDate(trade.updated_at)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
