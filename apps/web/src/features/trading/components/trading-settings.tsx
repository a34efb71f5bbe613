import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import {
  useBlock,
  useOfferDuplicates,
  useMyOffers,
  useTradeSettings,
  useUpdateTradeSettings,
} from '../api/use-wants';
import { useBlocks } from '../api/use-blocks';

const report = (fallback: string) => ({
  onSuccess: (answer: { message: string }) => toast.success(answer.message),
  onError: (error: unknown) => toast.error(errorText(error, { fallback })),
});

/** Taking part in matching, and the collectors blocked (on /trades). */
export function TradingSettings() {
  const settings = useTradeSettings();
  const update = useUpdateTradeSettings();
  const blocks = useBlocks();
  const unblock = useBlock();
  const matching = settings.data?.settings.matching ?? true;
  return (
    <details className="trading-settings">
      <summary>Trade settings</summary>
      <label className="checkbox-row">
        <input
          type="checkbox"
          checked={matching}
          disabled={!settings.data || update.isPending}
          onChange={(event) => update.mutate(event.target.checked, report('Failed to save trade settings'))}
        />
        Take part in trade matching (others find me, I find them)
      </label>
      <h3>Blocked collectors</h3>
      {blocks.data?.blocked.length === 0 ? <p className="muted">Nobody.</p> : null}
      <ul className="trading__list">
        {blocks.data?.blocked.map((collector) => (
          <li key={collector.user_id}>
            <Link to={`/${collector.username}`}>@{collector.username}</Link>{' '}
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                unblock.mutate({ username: collector.username, block: false }, report('Failed to unblock'))
              }
            >
              Unblock
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** My Collection's trading line: copies for trade, 'all duplicates beyond my first copy', want list and trades. */
export function CollectionTradingPanel() {
  const offers = useMyOffers();
  const duplicates = useOfferDuplicates();
  return (
    <div className="collection-trading">
      <span>
        <strong>{offers.data?.user_card_ids.length ?? 0}</strong> copies for trade
      </span>
      <Button
        variant="secondary"
        size="sm"
        loading={duplicates.isPending}
        onClick={() => duplicates.mutate(undefined, report('Failed to mark duplicates'))}
      >
        Mark all duplicates beyond my first copy for trade
      </Button>
      <Link to="/wants">Want list</Link>
      <Link to="/trades">Trades</Link>
    </div>
  );
}
