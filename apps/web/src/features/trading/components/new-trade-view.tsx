import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { usePartner, usePropose } from '../api/use-trades';
import { CopyPicker } from './copy-picker';

/** /trades/new?with=username: pick the copies to ask for and to give, and a message. */
export function NewTradeView({ username }: { username: string }) {
  const partner = usePartner(username);
  const propose = usePropose();
  const navigate = useNavigate();
  if (!username)
    return (
      <EmptyState title="Choose a collector">Open a match or a profile and press Propose a trade.</EmptyState>
    );
  if (partner.isError)
    return (
      <EmptyState title="You cannot trade with this collector" role="alert">
        <p>{errorText(partner.error, { fallback: 'Failed to load the collector' })}</p>
      </EmptyState>
    );
  if (!partner.data) return <p className="muted">Loading…</p>;
  return (
    <CopyPicker
      partner={partner.data.partner.username}
      theirs={partner.data.their_copies}
      mine={partner.data.my_copies}
      submitLabel="Propose trade"
      pending={propose.isPending}
      onSubmit={async (body) => {
        const answer = await propose.mutateAsync({ ...body, recipient: username });
        toast.success(answer.message);
        await navigate(`/trades/${answer.trade.trade_id}`);
      }}
    />
  );
}
