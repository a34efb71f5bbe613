import type { EventSubscriptions } from '@/events';
import { forgetAccount } from './audit.queries';

/** The audit trail's reactions: a deleted account's personal data leaves it, the staff actions stay. */
export function subscribeAudit(events: EventSubscriptions): void {
  events.on('account.deleted', 'audit.forgetDeletedAccount', (tx, { userId, username }) =>
    forgetAccount(tx, userId, username),
  );
}
