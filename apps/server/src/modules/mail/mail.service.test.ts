import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '@/db/schema';
import { createTestApp, type TestApp } from '@/test/test-app';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let t: TestApp;
let smtp: SMTPServer;
const inbox: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mailFrom: 'CardBinder <hello@cardbinder.test>',
  });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('delivers the verification mail to the SMTP server and marks the outbox row sent', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Ken',
        lastName: 'Griffey',
        username: 'thekid',
        email: 'kid@example.com',
        password: 'Mariners@24',
        confirmPassword: 'Mariners@24',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.to).toEqual(['kid@example.com']);
    expect(inbox[0]!.from).toBe('hello@cardbinder.test');
    expect(inbox[0]!.raw).toContain('Verify your CardBinder email address');
    expect(inbox[0]!.raw.replace(/=\r\n/g, '')).toMatch(
      /http:\/\/cardbinder\.test\/verify-email\?token=3D[\w-]+/,
    );
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'kid@example.com'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
