import { useState } from 'react';
import { TRADING } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { relativeTime } from '@cardbinder/shared';
import { usePostTradeMessage, useTradeMessages } from '../api/use-trades';

/** The trade's conversation: oldest first, the text shown as text (never as HTML). */
export function TradeThread({ tradeId }: { tradeId: number }) {
  const messages = useTradeMessages(tradeId);
  const post = usePostTradeMessage(tradeId);
  const [text, setText] = useState('');
  return (
    <section className="trade-thread" aria-label="Conversation">
      <h2>Conversation</h2>
      {messages.isError ? <p role="alert">Failed to load the conversation</p> : null}
      <ol className="trade-thread__messages">
        {messages.data?.messages.map((message) => (
          <li key={message.message_id}>
            <strong>@{message.author.username}</strong>{' '}
            <span className="muted">{relativeTime(message.created_at)}</span>
            <p>{message.text}</p>
          </li>
        ))}
      </ol>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim()) return;
          post.mutate(text, {
            onSuccess: () => setText(''),
            onError: (error) => toast.error(errorText(error, { fallback: 'Failed to send the message' })),
          });
        }}
      >
        <label>
          Message
          <textarea
            value={text}
            rows={3}
            maxLength={TRADING.messageMaxLength}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <Button type="submit" size="sm" loading={post.isPending} disabled={!text.trim()}>
          Send
        </Button>
      </form>
    </section>
  );
}
