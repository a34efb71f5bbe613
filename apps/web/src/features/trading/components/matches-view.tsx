import { useState } from 'react';
import { PlayerFilter, type ChosenPlayer } from './player-filter';
import { Link } from 'react-router';
import { usd, type TradeMatch } from '@cardbinder/shared';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useMatches, type MatchFilter } from '../api/use-trades';
import { useWants } from '../api/use-wants';
import { TradeCardLine } from './trade-card-line';

function MatchCard({ match }: { match: TradeMatch }) {
  const value = (amount: number | null) => (amount === null ? null : ` · about ${usd(amount)}`);
  return (
    <li className="trade-match">
      <h2>
        <Link to={`/${match.collector.username}`}>{match.collector.display_name}</Link>{' '}
        <span className="muted">@{match.collector.username}</span>
        {match.mutual ? <span className="trade-status trade-status--accepted"> Both ways</span> : null}
      </h2>
      <p className="muted">
        Feedback: {match.feedback.positive} positive, {match.feedback.neutral} neutral,{' '}
        {match.feedback.negative} negative
      </p>
      <div className="trade-match__sides">
        <div>
          <h3>
            They offer {match.they_offer_count} you want{value(match.they_offer_value)}
          </h3>
          <ul>
            {match.they_offer_cards.map((card) => (
              <li key={card.card_id}>
                <TradeCardLine card={card} />
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3>
            You offer {match.i_offer_count} they want{value(match.i_offer_value)}
          </h3>
          <ul>
            {match.i_offer_cards.map((card) => (
              <li key={card.card_id}>
                <TradeCardLine card={card} />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <Link
        className={buttonClass({ variant: 'primary', size: 'sm' })}
        to={`/trades/new?with=${encodeURIComponent(match.collector.username)}`}
      >
        Propose a trade to @{match.collector.username}
      </Link>
    </li>
  );
}

/** /trades/matches: collectors ranked by fit, filtered by both-ways only, a set of the want list and a player. */
export function MatchesView() {
  const [filter, setFilter] = useState<MatchFilter>({});
  const [player, setPlayer] = useState<ChosenPlayer | null>(null);
  const matches = useMatches(filter);
  const wants = useWants('', 1);
  const sets = [
    ...new Map(
      (wants.data?.wants ?? []).map((want) => [want.set_id, `${want.set_year} ${want.set_name}`]),
    ).entries(),
  ];
  const data = matches.data;
  return (
    <div className="trading">
      <div className="trading__filters">
        <label className="checkbox-row">
          <input
            type="checkbox"
            checked={filter.mutual_only ?? false}
            onChange={(event) => setFilter({ ...filter, mutual_only: event.target.checked || undefined })}
          />
          Only collectors who fit both ways
        </label>
        <label>
          Set{' '}
          <select
            value={filter.set_id ?? ''}
            onChange={(event) =>
              setFilter({ ...filter, set_id: event.target.value ? Number(event.target.value) : undefined })
            }
          >
            <option value="">All sets of my want list</option>
            {sets.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <PlayerFilter
          chosen={player}
          onChoose={(next) => {
            setPlayer(next);
            setFilter({ ...filter, player_id: next?.id });
          }}
        />
      </div>
      {matches.isPending ? <p className="muted">Finding collectors who fit…</p> : null}
      {matches.isError ? <p role="alert">Failed to load trade matches</p> : null}
      {data?.opted_out ? (
        <EmptyState title="You left trade matching">
          <p>
            Turn matching back on in your <Link to="/trades">trade settings</Link> to find collectors and be
            found.
          </p>
        </EmptyState>
      ) : null}
      {data && !data.opted_out && data.matches.length === 0 ? (
        <EmptyState title="No matches yet">
          <p>
            You want {data.want_count} cards and offer {data.offer_count} copies. Add cards to your{' '}
            <Link to="/wants">want list</Link> and mark copies for trade in{' '}
            <Link to="/collection">My Collection</Link>.
          </p>
        </EmptyState>
      ) : null}
      <ol className="trade-matches">
        {data?.matches.map((match) => (
          <MatchCard key={match.collector.user_id} match={match} />
        ))}
      </ol>
    </div>
  );
}
