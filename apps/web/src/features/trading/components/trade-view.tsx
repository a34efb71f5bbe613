import { useState } from 'react';
import { Link } from 'react-router';
import {
  FEEDBACK_RATINGS,
  TRADE_STATUS_LABELS,
  TRADING,
  shortDate,
  usd,
  type FeedbackRating,
  type TradeDetail,
} from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/toast/toast-store';
import { useAuth } from '@/features/auth';
import { errorText } from '@/lib/api-client';
import {
  useCounter,
  usePartner,
  useTrade,
  useTradeFeedback,
  useTradeStep,
  type TradeStep,
} from '../api/use-trades';
import { CopyPicker } from './copy-picker';
import { TradeCardLine } from './trade-card-line';
import { TradeThread } from './trade-thread';

const STEP_LABELS: Record<TradeStep, string> = {
  accept: 'Accept',
  decline: 'Decline',
  withdraw: 'Withdraw',
  cancel: 'Cancel trade',
  ship: 'Mark shipped',
  receive: 'Mark received',
};

function Side({ title, side }: { title: string; side: TradeDetail['proposer'] }) {
  return (
    <section className="trade-side" aria-label={title}>
      <h2>{title}</h2>
      <p className="muted">
        {side.items.length} {side.items.length === 1 ? 'card' : 'cards'}
        {side.value !== null ? ` · about ${usd(side.value)}` : ''}
        {side.shipped_at ? ` · shipped ${shortDate(side.shipped_at)}` : ''}
        {side.received_at ? ` · received theirs ${shortDate(side.received_at)}` : ''}
      </p>
      <ul className="trading__list">
        {side.items.map((item) => (
          <li key={item.user_card_id}>
            <TradeCardLine card={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Counter({ trade, partner, onDone }: { trade: TradeDetail; partner: string; onDone: () => void }) {
  const choices = usePartner(partner);
  const counter = useCounter(trade.trade_id);
  const { user } = useAuth();
  if (!choices.data) return <p className="muted">Loading your choices…</p>;
  const mineSide = trade.proposer.collector.user_id === user?.user_id ? trade.proposer : trade.recipient;
  const theirSide = mineSide === trade.proposer ? trade.recipient : trade.proposer;
  // the copies already in the trade stay pickable even when not marked for trade
  const theirs = [
    ...theirSide.items.filter(
      (item) => !choices.data.their_copies.some((c) => c.user_card_id === item.user_card_id),
    ),
    ...choices.data.their_copies,
  ];
  const mine = [
    ...mineSide.items.filter(
      (item) => !choices.data.my_copies.some((c) => c.user_card_id === item.user_card_id),
    ),
    ...choices.data.my_copies,
  ];
  return (
    <CopyPicker
      partner={partner}
      theirs={theirs}
      mine={mine}
      initial={{
        give: mineSide.items.map((item) => item.user_card_id),
        ask: theirSide.items.map((item) => item.user_card_id),
      }}
      submitLabel="Send counter-offer"
      pending={counter.isPending}
      onSubmit={async (body) => {
        const answer = await counter.mutateAsync(body);
        toast.success(answer.message);
        onDone();
      }}
    />
  );
}

function Feedback({ tradeId }: { tradeId: number }) {
  const [rating, setRating] = useState<FeedbackRating>('positive');
  const [comment, setComment] = useState('');
  const send = useTradeFeedback(tradeId);
  return (
    <form
      className="trade-feedback"
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate(
          { rating, comment: comment.trim() || undefined },
          {
            onSuccess: (answer) => toast.success(answer.message),
            onError: (error) => toast.error(errorText(error, { fallback: 'Failed to save your feedback' })),
          },
        );
      }}
    >
      <fieldset>
        <legend>Leave feedback</legend>
        {FEEDBACK_RATINGS.map((value) => (
          <label key={value} className="checkbox-row">
            <input
              type="radio"
              name="rating"
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
            />
            {value[0]!.toUpperCase() + value.slice(1)}
          </label>
        ))}
        <label>
          A line about the trade (optional)
          <input
            type="text"
            value={comment}
            maxLength={TRADING.feedbackMaxLength}
            onChange={(event) => setComment(event.target.value)}
          />
        </label>
        <Button type="submit" size="sm" loading={send.isPending}>
          Send feedback
        </Button>
      </fieldset>
    </form>
  );
}

/** /trades/{id}: both sides' cards, the state and what the viewer may do, the conversation and feedback. */
export function TradeView({ tradeId }: { tradeId: number }) {
  const { user } = useAuth();
  const trade = useTrade(tradeId);
  const step = useTradeStep(tradeId);
  const [countering, setCountering] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  if (trade.isError)
    return (
      <EmptyState
        title="Trade not found"
        role="alert"
        actions={<Link to="/trades">Back to your trades</Link>}
      >
        <p>{errorText(trade.error, { fallback: 'Failed to load the trade' })}</p>
      </EmptyState>
    );
  const data = trade.data?.trade;
  if (!data) return <p className="muted">Loading…</p>;
  const iAmProposer = data.proposer.collector.user_id === user?.user_id;
  const partner = iAmProposer ? data.recipient.collector : data.proposer.collector;
  const run = (name: TradeStep) =>
    step.mutate(name, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(errorText(error, { fallback: 'Failed to update the trade' })),
    });
  const waitingFor =
    data.awaiting_user_id && data.awaiting_user_id !== user?.user_id
      ? `Waiting for @${partner.username} to answer`
      : null;
  return (
    <div className="trading trade-detail">
      <p>
        <span className={`trade-status trade-status--${data.status}`}>
          {TRADE_STATUS_LABELS[data.status]}
        </span>{' '}
        · with <Link to={`/${partner.username}`}>@{partner.username}</Link>
        {waitingFor ? <span className="muted"> · {waitingFor}</span> : null}
        {data.closed_reason ? <span className="muted"> · {data.closed_reason}</span> : null}
      </p>
      <div className="trade-detail__sides">
        <Side title={`You give`} side={iAmProposer ? data.proposer : data.recipient} />
        <Side
          title={`You get from @${partner.username}`}
          side={iAmProposer ? data.recipient : data.proposer}
        />
      </div>
      <div className="trade-detail__actions">
        {(['accept', 'decline', 'withdraw', 'ship', 'receive', 'cancel'] as const)
          .filter((name) => data.actions.includes(name))
          .map((name) => (
            <Button
              key={name}
              variant={
                name === 'decline' || name === 'withdraw' || name === 'cancel' ? 'secondary' : 'primary'
              }
              loading={step.isPending && step.variables === name}
              onClick={() => (name === 'cancel' ? setCancelling(true) : run(name))}
            >
              {STEP_LABELS[name]}
            </Button>
          ))}
        {data.actions.includes('counter') ? (
          <Button variant="secondary" aria-expanded={countering} onClick={() => setCountering(!countering)}>
            Counter
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={cancelling}
        title="Cancel this trade?"
        confirmLabel="Cancel trade"
        pending={step.isPending && step.variables === 'cancel'}
        onConfirm={() => {
          run('cancel');
          setCancelling(false);
        }}
        onClose={() => setCancelling(false)}
      >
        <p>
          Nothing has been shipped yet. @{partner.username} will be told, and the cards of this trade are free
          to trade again.
        </p>
      </ConfirmDialog>
      {countering ? (
        <Counter trade={data} partner={partner.username} onDone={() => setCountering(false)} />
      ) : null}
      {data.actions.includes('feedback') ? <Feedback tradeId={tradeId} /> : null}
      <TradeThread tradeId={tradeId} />
      <details className="trade-history">
        <summary>History</summary>
        <ol>
          {data.history.map((row, index) => (
            <li key={index}>
              {shortDate(row.created_at)} · {row.action}
              {row.actor ? ` by @${row.actor}` : ''}
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
