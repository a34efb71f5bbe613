import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client';
import { mailOutbox } from '@/db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailService {
  /** whether a transport (SMTP) delivers mail; without one mail only reaches the log */
  readonly configured: boolean;
  send(message: MailMessage): Promise<void>;
}

/**
 * Every mail lands in the outbox first. With SMTP configured it is then delivered and marked sent
 * (or failed with the error); without SMTP it is written to the server log so a developer can follow links.
 */
export function createMailService(options: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  from: string;
}): MailService {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  async function deliver(mailId: number, message: MailMessage): Promise<void> {
    if (!transport) return;
    try {
      await transport.sendMail({ from: options.from, ...message });
      // with SMTP the body (it carries one-time links) stays out of the log
      options.log.info({ mailId, to: message.to }, `mail sent: ${message.subject}`);
      await options.db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(eq(mailOutbox.mailId, mailId));
    } catch (error) {
      options.log.error({ err: error, mailId }, 'mail delivery failed');
      await options.db
        .update(mailOutbox)
        .set({ status: 'failed', lastError: String(error), attempts: sql`${mailOutbox.attempts} + 1` })
        .where(eq(mailOutbox.mailId, mailId));
    }
  }

  return {
    configured: transport !== null,
    async send(message) {
      const [row] = await options.db
        .insert(mailOutbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          status: transport ? 'pending' : 'logged',
        })
        .returning({ mailId: mailOutbox.mailId });
      if (!transport) {
        options.log.info(
          { mailId: row!.mailId, to: message.to },
          `mail: ${message.subject}\n${message.text}`,
        );
        return;
      }
      await deliver(row!.mailId, message);
    },
  };
}
