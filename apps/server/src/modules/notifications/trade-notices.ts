import { sql } from 'drizzle-orm';
import type { TradeAction } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import type { SqlColumns } from '@/db/rows';
import type { users } from '@/db/schema';
import { intArray } from '@/db/sql';
import type { TradeStep } from '@/events';
import { enqueueJob } from '@/jobs/job-queue';
import type { JobHandler } from '@/jobs/worker';
import type { MailService } from '@/modules/mail';
import { insertNotifications } from './notifications.queries';

export const NOTIFICATION_MAIL_JOB = 'notification-mail';
/** a trade's messages notify (and mail) a collector at most once in this many minutes */
const MESSAGE_THROTTLE_MINUTES = 10;

interface MailPayload {
  userId: number;
  subject: string;
  text: string;
  link: string;
}

/** [title, message] of a trade step's notice; `actor` is the collector who took it. */
function tradeNotice(step: TradeStep, actor: string): [string, string] {
  const id = `#${step.tradeId}`;
  const lines: Record<TradeAction, [string, string]> = {
    proposed: [
      `New trade proposal from ${actor}`,
      `${actor} proposed trade ${id}. Accept, decline or counter it.`,
    ],
    countered: [
      `${actor} countered trade ${id}`,
      `${actor} changed the cards of trade ${id}. It is your turn to answer.`,
    ],
    accepted: [
      `${actor} accepted trade ${id}`,
      `Trade ${id} is accepted: ship your cards and mark them shipped.`,
    ],
    declined: [`${actor} declined trade ${id}`, `${actor} declined trade ${id}.`],
    withdrawn: [`${actor} withdrew trade ${id}`, `${actor} withdrew trade ${id}.`],
    cancelled: [
      `${actor} cancelled trade ${id}`,
      `${actor} cancelled accepted trade ${id} before shipping: nothing will be sent and your cards are free again.`,
    ],
    shipped: [`${actor} shipped their cards`, `${actor} marked their cards of trade ${id} shipped.`],
    received: [`${actor} received your cards`, `${actor} marked your cards of trade ${id} received.`],
    completed: [
      `Trade ${id} completed`,
      `Trade ${id} is complete: the cards you received are in your 'In Transit' location.`,
    ],
    closed: [
      `Trade ${id} was closed`,
      `Trade ${id} was closed: ${step.text ?? 'it can no longer go ahead'}.`,
    ],
    message: [`New message in trade ${id}`, `${actor}: ${step.text ?? ''}`],
  };
  return lines[step.action];
}

/**
 * A trade step: the collectors to tell get a notice of kind 'trade' (unless they turned it off) linking to the
 * trade, and a mail unless they turned trade mail off. The mail is a job queued in the delivery's transaction,
 * sent by the worker after it commits (never a send from inside a transaction).
 */
export async function notifyTradeStep(tx: Executor, step: TradeStep): Promise<void> {
  const recipients = step.notifyUserIds.filter((id) => id !== step.actorId);
  if (recipients.length === 0) return;
  const actor = step.actorId
    ? ((
        await tx.execute<SqlColumns<typeof users, 'username'>>(
          sql`select username from users where user_id = ${step.actorId}`,
        )
      ).rows[0]?.username ?? 'A collector')
    : 'CardBinder';
  const [title, message] = tradeNotice(step, step.actorId ? `@${actor}` : actor);
  const notified = await insertNotifications(tx, recipients, {
    kind: 'trade',
    item: { type: 'trade', id: step.tradeId },
    title,
    message,
    ...(step.action === 'message' ? { oncePerMinutes: MESSAGE_THROTTLE_MINUTES } : {}),
  });
  const mailTo = step.action === 'message' ? notified : recipients;
  if (mailTo.length === 0) return;
  const wanting = await tx.execute<SqlColumns<typeof users, 'user_id'>>(sql`
    select user_id from users
    where user_id = any(${intArray(mailTo)}) and is_active and not ('trade_mail' = any(notifications_off))`);
  for (const { user_id: userId } of wanting.rows) {
    const payload: MailPayload = { userId, subject: title, text: message, link: `/trades/${step.tradeId}` };
    await enqueueJob(tx, { type: NOTIFICATION_MAIL_JOB, payload, maxRetries: 3 });
  }
}

/** Sends a notice by mail to the collector's current address, with the link to what it is about. */
export function notificationMailJobHandler(mail: MailService, appUrl: string): JobHandler {
  return async ({ db, job }) => {
    const { userId, subject, text, link } = job.payload as MailPayload;
    const result = await db.execute<SqlColumns<typeof users, 'email' | 'is_active'>>(
      sql`select email, is_active from users where user_id = ${userId}`,
    );
    const user = result.rows[0];
    if (!user?.is_active) return { sent: false };
    await mail.send({
      to: user.email,
      subject: `CardBinder: ${subject}`,
      text: `${text}\n\nOpen it: ${appUrl}${link}\n\nYou can turn these mails off in Notification settings: ${appUrl}/notifications`,
    });
    return { sent: true };
  };
}
