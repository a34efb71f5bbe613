import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { PACKED_CARDS_MEDIA_TYPE } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { BENCH_PASSWORD, benchEmail } from '../write-collections';
import { measure, summarize, timeRequest, type Timing } from '../measure';

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

/**
 * The list right after each of `runs` edits to one of its entries: never a body sent again. `accept` picks the
 * form: the JSON the dashboard refetches, or the packed file a fresh page load asks for.
 */
async function afterEdits(
  app: FastifyInstance,
  db: Db,
  headers: Record<string, string>,
  runs: number,
  form: { name: string; accept?: string },
) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    await db.execute(sql`update user_cards set notes = ${`bench edit ${form.name} ${i}`}
      where user_card_id = (select min(user_card_id) from user_cards where user_id = 1)`);
    const asked = form.accept ? { ...headers, accept: form.accept, 'accept-encoding': 'gzip' } : headers;
    samples.push((await timeRequest(app, '/api/user/collection/cards', asked)).elapsed);
  }
  return summarize(`dashboard cards after an edit (${form.name})`, samples, 200);
}

/** collector1's 10,000-card dashboard: the target of the collection issue. */
export async function benchCollection(
  app: FastifyInstance,
  db: Db,
  options: { runs: number },
): Promise<Timing[]> {
  const headers = { authorization: `Bearer ${await signInCollector(app)}` };
  const run = (name: string, url: string) => measure(app, name, url, { runs: options.runs, headers });
  return [
    await run('dashboard cards (10,000-card collection)', '/api/user/collection/cards'),
    await afterEdits(app, db, headers, Math.min(options.runs, 20), { name: 'JSON' }),
    await afterEdits(app, db, headers, Math.min(options.runs, 20), {
      name: 'packed file',
      accept: PACKED_CARDS_MEDIA_TYPE,
    }),
    await run('dashboard header stats', '/api/user/collection/stats'),
    await run('dashboard team chips', '/api/user/collection/cards/teams-with-players'),
  ];
}
