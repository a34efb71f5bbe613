import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { countLabel } from '@cardbinder/shared/rules/plural';
import { toast } from '@/components/ui/toast/toast-store';
import { useAuth } from '@/features/auth';
import { collectionChanged } from '@/lib/query-keys';
import { pendingAdds } from '../lib/pending-adds';

/** While online and adds wait (the connection came back without an 'online' event, a server error passed). */
const RETRY_MS = 30_000;

/**
 * Sends the signed-in account's queued adds when the app starts, when the connection returns and every
 * 30 s while some wait. The sender (and the contracts it needs) loads only when there is something to send.
 */
export function PendingAddsSync() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.user_id;

  useEffect(() => {
    if (userId === undefined) return;
    const queue = pendingAdds();
    const sync = async () => {
      // read first, offline too: a reloaded page shows what still waits
      const waiting = (await queue.refresh()).some((entry) => entry.userId === userId);
      if (!waiting || !navigator.onLine) return;
      const { syncPendingAdds } = await import('../lib/send-pending-adds');
      const { saved, refused } = await syncPendingAdds(queue, userId);
      if (saved.length > 0) {
        toast.show('success', `Synced ${countLabel(saved.length, 'card')} added offline to your collection`);
        await collectionChanged(queryClient);
      }
      for (const { entry, message } of refused)
        toast.show('error', `Failed to add card ${entry.card.card_number} ${entry.card.players}: ${message}`);
    };
    const run = () => void sync().catch(() => undefined);
    run();
    window.addEventListener('online', run);
    const timer = window.setInterval(run, RETRY_MS);
    return () => {
      window.removeEventListener('online', run);
      window.clearInterval(timer);
    };
  }, [userId, queryClient]);

  return null;
}
