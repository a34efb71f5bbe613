import { useMemo, useSyncExternalStore } from 'react';
import { useAuth } from '@/features/auth';
import { pendingAdds, type PendingAdd } from '../lib/pending-adds';

const none: readonly PendingAdd[] = [];

/** The signed-in account's adds waiting to be sent, oldest first. */
export function usePendingAdds(): readonly PendingAdd[] {
  const { user } = useAuth();
  const queue = pendingAdds();
  const all = useSyncExternalStore(queue.subscribe, queue.snapshot, () => none);
  const userId = user?.user_id;
  return useMemo(() => all.filter((entry) => entry.userId === userId), [all, userId]);
}

/** How many copies of one catalogue card wait to be sent. */
export function useQueuedCopies(cardId: number): number {
  return usePendingAdds().filter((entry) => entry.body.card_id === cardId).length;
}
