import { useState } from 'react';
import { TRADE_MESSAGES, TRADING, type TradeCopy } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { errorText, isApiError } from '@/lib/api-client';
import type { ProposalBody } from '../api/use-trades';
import { TradeCardLine } from './trade-card-line';

type PickableCopy = TradeCopy & { wanted?: boolean; for_trade?: boolean };

function CopyList(props: {
  legend: string;
  copies: PickableCopy[];
  chosen: Set<number>;
  onToggle: (id: number) => void;
  wantedLabel: string;
  empty: string;
}) {
  return (
    <fieldset className="copy-picker">
      <legend>{props.legend}</legend>
      {props.copies.length === 0 ? <p className="muted">{props.empty}</p> : null}
      <ul className="trading__list">
        {props.copies.map((copy) => (
          <li key={copy.user_card_id}>
            <label className="checkbox-row">
              <input
                type="checkbox"
                checked={props.chosen.has(copy.user_card_id)}
                onChange={() => props.onToggle(copy.user_card_id)}
              />
              <TradeCardLine card={copy} />
              {copy.wanted ? <span className="trade-badge">{props.wantedLabel}</span> : null}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export interface CopyPickerProps {
  theirs: PickableCopy[];
  mine: PickableCopy[];
  partner: string;
  initial?: { give: number[]; ask: number[] };
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: ProposalBody) => Promise<unknown>;
}

const toggled = (set: Set<number>, id: number) => {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
};

/**
 * The cards of a proposal or a counter: what I ask for (their copies for trade) and what I give (my copies),
 * a message, and — when a copy is already in another open proposal — the server's warning with 'Send anyway'.
 */
export function CopyPicker({
  theirs,
  mine,
  partner,
  initial,
  submitLabel,
  pending,
  onSubmit,
}: CopyPickerProps) {
  const [ask, setAsk] = useState(new Set(initial?.ask ?? []));
  const [give, setGive] = useState(new Set(initial?.give ?? []));
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<{ text: string; canOverride: boolean } | null>(null);

  const send = async (acknowledge: boolean) => {
    setProblem(null);
    try {
      await onSubmit({
        give: [...give],
        ask: [...ask],
        message: message.trim() || undefined,
        acknowledge_conflicts: acknowledge,
      });
    } catch (error) {
      const text = errorText(error, { fallback: 'Failed to send the trade' });
      setProblem({ text, canOverride: isApiError(error, 409) && /already in open trade/.test(text) });
    }
  };

  return (
    <form
      className="copy-picker-form"
      onSubmit={(event) => {
        event.preventDefault();
        void send(false);
      }}
    >
      <CopyList
        legend={`You ask @${partner} for (${ask.size})`}
        copies={theirs}
        chosen={ask}
        onToggle={(id) => setAsk(toggled(ask, id))}
        wantedLabel="on your want list"
        empty="They have no copies marked for trade."
      />
      <CopyList
        legend={`You give (${give.size})`}
        copies={mine}
        chosen={give}
        onToggle={(id) => setGive(toggled(give, id))}
        wantedLabel="they want it"
        empty="Mark copies for trade in My Collection to offer them here."
      />
      <label className="trading__message">
        Message (optional)
        <textarea
          value={message}
          maxLength={TRADING.messageMaxLength}
          rows={3}
          onChange={(event) => setMessage(event.target.value)}
        />
      </label>
      {problem ? (
        <div role="alert" className="trading__problem">
          <p>{problem.text}</p>
          {problem.canOverride ? (
            <Button variant="secondary" size="sm" onClick={() => void send(true)}>
              Send anyway
            </Button>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" loading={pending} disabled={give.size === 0 || ask.size === 0}>
        {submitLabel}
      </Button>
      {give.size === 0 || ask.size === 0 ? (
        <p className="muted">{give.size === 0 ? TRADE_MESSAGES.giveRequired : TRADE_MESSAGES.askRequired}.</p>
      ) : null}
    </form>
  );
}
