import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import type { AddUserCardBody } from '@cardbinder/shared';

/** What the add button and the banner show of a queued add while it waits. */
export interface QueuedCardLabel {
  card_id: number;
  card_number: string;
  players: string;
}

/** An add made offline, kept in IndexedDB until the server has it; `body.idempotency_key` is its key. */
export interface PendingAdd {
  key: string;
  /** the account it was made by: it is sent only while that account is signed in */
  userId: number;
  queuedAt: number;
  body: AddUserCardBody & { idempotency_key: string };
  card: QueuedCardLabel;
}

type Listener = () => void;

/**
 * The queue of adds waiting for the connection. IndexedDB (through idb-keyval) keeps them across reloads and
 * closed tabs; a copy in memory lets React read them synchronously. Other tabs' changes are read on `refresh`.
 */
export function createPendingAdds(store: UseStore = createStore('cardbinder-offline', 'pending-adds')) {
  let snapshot: readonly PendingAdd[] = [];
  const listeners = new Set<Listener>();
  const publish = (next: PendingAdd[]) => {
    snapshot = next.sort((a, b) => a.queuedAt - b.queuedAt);
    for (const listener of listeners) listener();
  };

  const refresh = async (): Promise<readonly PendingAdd[]> => {
    publish((await entries<string, PendingAdd>(store)).map(([, entry]) => entry));
    return snapshot;
  };

  return {
    refresh,
    async add(entry: PendingAdd): Promise<void> {
      await set(entry.key, entry, store);
      await refresh();
    },
    async remove(key: string): Promise<void> {
      await del(key, store);
      await refresh();
    },
    /** the account's adds, oldest first */
    of: (userId: number | undefined) => snapshot.filter((entry) => entry.userId === userId),
    snapshot: () => snapshot,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type PendingAdds = ReturnType<typeof createPendingAdds>;

let shared: PendingAdds | undefined;

/** The app's queue, opened on first use (never during server-side work or tests that do not ask for it). */
export function pendingAdds(): PendingAdds {
  shared ??= createPendingAdds();
  return shared;
}
