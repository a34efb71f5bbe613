import { pendingAdds, type PendingAdd, type QueuedCardLabel } from './pending-adds';

/** No answer came at all (fetch rejects with a TypeError): offline, or the connection dropped. */
export const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError;

/** Keeps an add for sending when the connection returns; its idempotency key makes a resend harmless. */
export async function queueAdd(
  userId: number,
  body: PendingAdd['body'],
  card: QueuedCardLabel,
): Promise<PendingAdd> {
  const entry: PendingAdd = { key: body.idempotency_key, userId, queuedAt: Date.now(), body, card };
  await pendingAdds().add(entry);
  return entry;
}
