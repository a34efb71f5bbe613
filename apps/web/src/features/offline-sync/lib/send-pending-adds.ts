import { addUserCardContract } from '@cardbinder/shared';
import { ApiError, callEndpoint, errorText } from '@/lib/api-client';
import type { PendingAdd, PendingAdds } from './pending-adds';

export interface SyncResult {
  saved: PendingAdd[];
  /** adds the server will never take (the card or the location was deleted meanwhile, a code now taken) */
  refused: { entry: PendingAdd; message: string }[];
}

export type SendAdd = (body: PendingAdd['body']) => Promise<unknown>;

const sendToServer: SendAdd = (body) => callEndpoint(addUserCardContract, { body });

/** A 4xx that sending again cannot change; a lost session (401), a timeout and rate limiting can. */
const isFinal = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 408, 429].includes(error.status);

/**
 * Sends the account's queued adds, oldest first, each removed once the server has it. The first failure that
 * may pass (no connection, a server error, a lost session) stops the run and leaves the rest queued; a
 * replayed add is saved once all the same, since the server knows its idempotency key.
 */
export async function sendPendingAdds(
  queue: PendingAdds,
  userId: number,
  send: SendAdd = sendToServer,
): Promise<SyncResult> {
  const result: SyncResult = { saved: [], refused: [] };
  await queue.refresh();
  for (const entry of queue.of(userId)) {
    try {
      await send(entry.body);
      await queue.remove(entry.key);
      result.saved.push(entry);
    } catch (error) {
      if (!isFinal(error)) break;
      await queue.remove(entry.key);
      result.refused.push({ entry, message: errorText(error, { fallback: 'Please try again' }) });
    }
  }
  return result;
}

let running: Promise<SyncResult> | undefined;

/**
 * One run at a time in this tab, and across tabs through a Web Lock where the browser has them: the tab that
 * waited then finds the queue already emptied.
 */
export function syncPendingAdds(queue: PendingAdds, userId: number): Promise<SyncResult> {
  if (running) return running;
  const run = () => sendPendingAdds(queue, userId);
  const locked = async (): Promise<SyncResult> =>
    typeof navigator !== 'undefined' && 'locks' in navigator
      ? await navigator.locks.request('cardbinder-pending-adds', run)
      : run();
  running = locked().finally(() => {
    running = undefined;
  });
  return running;
}
