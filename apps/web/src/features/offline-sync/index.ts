/** What other features may import from this one; anything else in the folder is internal (lint enforces it). */
export { OfflineBanner } from './components/offline-banner';
export { PendingAddsSync } from './components/pending-adds-sync';
export { QueuedCopies } from './components/queued-copies';
export { isNetworkFailure, queueAdd } from './lib/queue-add';
export type { QueuedCardLabel } from './lib/pending-adds';
export { newIdempotencyKey } from './lib/idempotency-key';
