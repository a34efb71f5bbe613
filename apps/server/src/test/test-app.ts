import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { Role } from '@cardbinder/shared';
import { loadConfig, type AppConfig } from '@/config';
import { openDatabase, type Database } from '@/db/client';
import { mailOutbox, users } from '@/db/schema';
import { hashPassword } from '@/modules/auth';
import { buildApp } from '@/server';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: { webDist?: string; sampleCatalogue?: boolean } = {},
): Promise<TestApp> {
  const database = await openTestDatabase({ sampleCatalogue: options.sampleCatalogue });
  const config: AppConfig = {
    ...loadConfig({
      ...process.env,
      DATA_DIR: '/tmp/cardbinder-test',
      JWT_SECRET: 'test-secret-'.padEnd(40, 'x'),
    }),
    appUrl: 'http://cardbinder.test',
    smtpUrl: undefined,
    loginRateLimit: 1000,
    ...overrides,
  };
  const app = await buildApp({ config, database, logger: false, webDist: options.webDist ?? '/nonexistent' });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A second server on the test app's database, as another process of a cluster would be: on PostgreSQL it has
 * its own connections and its own memory (kept answers, caches); on the embedded database, which one process
 * owns, it shares the first app's connection but still keeps its own caches.
 */
export async function createSiblingApp(t: TestApp, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const url = t.database.pool.options.connectionString;
  const database = url ? await openDatabase({ databaseUrl: url, poolSize: 5 }) : t.database;
  const config: AppConfig = { ...t.app.ctx.config, ...overrides };
  const app = await buildApp({ config, database, logger: false, webDist: '/nonexistent' });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

let counter = 0;
export const TEST_PASSWORD = 'Sup3r$ecret';

/** A verified, active user straight in the database. */
export async function createUser(
  database: Database,
  values: { role?: Role; email?: string; username?: string; password?: string; isVerified?: boolean } = {},
) {
  counter += 1;
  const username = values.username ?? `collector${counter}`;
  const [row] = await database.db
    .insert(users)
    .values({
      username,
      email: values.email ?? `${username}@example.com`,
      firstName: 'Test',
      lastName: `User${counter}`,
      role: values.role ?? 'user',
      isVerified: values.isVerified ?? true,
      passwordHash: await hashPassword(values.password ?? TEST_PASSWORD),
    })
    .returning();
  return row!;
}

export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

/** Creates a user of the role and returns a bearer header for it. */
export async function authHeader(testApp: TestApp, role: Role = 'user') {
  const user = await createUser(testApp.database, { role });
  const token = await signIn(testApp.app, user.email);
  return { user, headers: { authorization: `Bearer ${token}` } };
}

/** The token inside the newest mail's link of that kind (verify-email or reset-password). */
export async function tokenFromLatestMail(
  database: Database,
  to: string,
  kind: 'verify-email' | 'reset-password',
) {
  const [mail] = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.mailId))
    .limit(1);
  const match = mail?.textBody.match(new RegExp(`/${kind}\\?token=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${kind} mail for ${to}`);
  return match[1];
}
