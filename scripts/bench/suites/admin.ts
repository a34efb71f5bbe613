import type { FastifyInstance } from 'fastify';
import type { Db } from '@/db/client';
import { createAdmin } from '@/modules/auth';
import { measure, type Timing } from '../measure';

const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'Bench!admin1', username: 'bench_admin' };

/** A session token of the bench's admin (created, or its password and role set again, first). */
export async function signInBenchAdmin(app: FastifyInstance, db: Db): Promise<string> {
  await createAdmin(db, { ...BENCH_ADMIN, role: 'admin' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: BENCH_ADMIN.email, password: BENCH_ADMIN.password },
  });
  if (login.statusCode !== 200) throw new Error(`bench admin cannot sign in: ${login.body}`);
  return login.json<{ token: string }>().token;
}

/**
 * Issue 19's target: GET /api/admin/dashboard on the full-size data (p95 ≤ 150 ms on PostgreSQL). The
 * collection totals come from a snapshot the job worker counts, so no request scans the 5 million entries.
 */
export async function benchAdmin(app: FastifyInstance, db: Db, options: { runs: number }): Promise<Timing[]> {
  const headers = { authorization: `Bearer ${await signInBenchAdmin(app, db)}` };
  return [
    await measure(app, 'admin dashboard (GET /api/admin/dashboard)', '/api/admin/dashboard', {
      runs: options.runs,
      headers,
    }),
  ];
}
