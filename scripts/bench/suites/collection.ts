import type { FastifyInstance } from 'fastify';
import type { Db } from '@/db/client';
import { BENCH_PASSWORD, benchEmail } from '../write-collections';
import { measure, type Timing } from '../measure';

/** A session token of collector1, who owns 10,000 cards in the generated data. */
export async function signInCollector(app: FastifyInstance): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: benchEmail(1), password: BENCH_PASSWORD },
  });
  if (login.statusCode !== 200) {
    throw new Error(
      'collector1 cannot sign in: build collections with npm run bench:data -- --users 10000 --user-cards 5000000',
    );
  }
  return login.json<{ token: string }>().token;
}

/** collector1's 10,000-card dashboard: the target of the collection issue. */
export async function benchCollection(
  app: FastifyInstance,
  _db: Db,
  options: { runs: number },
): Promise<Timing[]> {
  const headers = { authorization: `Bearer ${await signInCollector(app)}` };
  const run = (name: string, url: string) => measure(app, name, url, { runs: options.runs, headers });
  return [
    await run('dashboard cards (10,000-card collection)', '/api/user/collection/cards'),
    await run('dashboard header stats', '/api/user/collection/stats'),
    await run('dashboard team chips', '/api/user/collection/cards/teams-with-players'),
  ];
}
