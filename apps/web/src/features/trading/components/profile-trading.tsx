import { Link } from 'react-router';
import { buttonClass, Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { useAuth } from '@/features/auth';
import { errorText } from '@/lib/api-client';
import { useBlock, useCollectorTrading } from '../api/use-wants';
import { TradeCardLine } from './trade-card-line';

const SHOWN = 20;

/** A public profile's trading part: feedback counts, what they want and offer, Propose a trade and Block. */
export function ProfileTrading({ username }: { username: string }) {
  const { user } = useAuth();
  const trading = useCollectorTrading(username);
  const block = useBlock();
  const data = trading.data;
  if (!data) return null;
  const own = user?.user_id === data.collector.user_id;
  const toggleBlock = () =>
    block.mutate(
      { username, block: !data.blocked_by_me },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.error(errorText(error, { fallback: 'Failed to update the block' })),
      },
    );
  return (
    <section className="profile-trading" aria-label="Trading">
      <h2>Trading</h2>
      <p className="muted">
        {data.completed_trades} completed {data.completed_trades === 1 ? 'trade' : 'trades'} · Feedback:{' '}
        {data.feedback.positive} positive, {data.feedback.neutral} neutral, {data.feedback.negative} negative
      </p>
      {user && !own ? (
        <div className="profile-trading__actions">
          {data.can_propose ? (
            <Link
              className={buttonClass({ variant: 'primary', size: 'sm' })}
              to={`/trades/new?with=${encodeURIComponent(username)}`}
            >
              Propose a trade
            </Link>
          ) : null}
          <Button variant="secondary" size="sm" loading={block.isPending} onClick={toggleBlock}>
            {data.blocked_by_me ? 'Unblock' : 'Block'}
          </Button>
        </div>
      ) : null}
      <div className="profile-trading__lists">
        <div>
          <h3>Wants ({data.wants_total})</h3>
          <ul className="trading__list">
            {data.wants.slice(0, SHOWN).map((want) => (
              <li key={want.card_id}>
                <TradeCardLine card={want} />
              </li>
            ))}
          </ul>
          {own ? <Link to="/wants">Manage your want list</Link> : null}
        </div>
        <div>
          <h3>For trade ({data.offers_total})</h3>
          <ul className="trading__list">
            {data.offers.slice(0, SHOWN).map((copy) => (
              <li key={copy.user_card_id}>
                <TradeCardLine card={copy} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
