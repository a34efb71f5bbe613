import { Link, useParams, useSearchParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { buttonClass } from '@/components/ui/button';
import {
  MatchesView,
  NewTradeView,
  TradesListView,
  TradeView,
  TradingSettings,
  WantsView,
} from '@/features/trading';
import '@/features/trading/trading.css';

/** /wants: the want list. */
export function WantsPage() {
  return (
    <Page title="Want list" narrow>
      <WantsView />
    </Page>
  );
}

/** /trades: open trades and the history, the trade settings. */
export function TradesPage() {
  return (
    <Page
      title="Trades"
      narrow
      actions={
        <Link className={buttonClass({ variant: 'primary', size: 'sm' })} to="/trades/matches">
          Find matches
        </Link>
      }
    >
      <TradesListView />
      <TradingSettings />
    </Page>
  );
}

export function TradeMatchesPage() {
  return (
    <Page title="Trade matches" narrow before={<Link to="/trades">← Trades</Link>}>
      <MatchesView />
    </Page>
  );
}

export function NewTradePage() {
  const [params] = useSearchParams();
  const username = params.get('with') ?? '';
  return (
    <Page
      title={username ? `Propose a trade to @${username}` : 'Propose a trade'}
      narrow
      before={<Link to="/trades">← Trades</Link>}
    >
      <NewTradeView username={username} />
    </Page>
  );
}

export function TradeDetailPage() {
  const { tradeId } = useParams();
  const id = Number(tradeId);
  return (
    <Page
      title={`Trade #${Number.isInteger(id) && id > 0 ? id : '?'}`}
      narrow
      before={<Link to="/trades">← Trades</Link>}
    >
      <TradeView tradeId={Number.isInteger(id) && id > 0 ? id : 0} />
    </Page>
  );
}
