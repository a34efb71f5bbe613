import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { measure, summarize, type Timing } from '../measure';
import { BENCH_PASSWORD, benchEmail } from '../write-collections';
import { COLLECTOR1_WANTS, writeTradingData } from '../write-trading';
import { signInCollector } from './collection';

const TRADE_SIZE = 50;

async function timed(
  app: FastifyInstance,
  method: 'PUT' | 'POST' | 'DELETE',
  url: string,
  headers: object,
  payload?: object,
) {
  const started = performance.now();
  const response = await app.inject({ method, url, headers: headers as Record<string, string>, payload });
  const elapsed = performance.now() - started;
  if (response.statusCode >= 400)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  return { elapsed, body: response.json<Record<string, unknown>>() };
}

async function headersOf(app: FastifyInstance, n: number) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: benchEmail(n), password: BENCH_PASSWORD },
  });
  return { authorization: `Bearer ${login.json<{ token: string }>().token}` };
}

/** A want toggled on and off, and a copy marked for trade and unmarked: each call timed. */
async function toggles(app: FastifyInstance, db: Db, headers: object, runs: number): Promise<Timing[]> {
  const [card] = (
    await db.execute<{ card_id: number }>(sql`select card_id from cards order by card_id desc limit 1`)
  ).rows;
  const [copy] = (
    await db.execute<{ user_card_id: number }>(sql`
      select uc.user_card_id from user_cards uc join users u on u.user_id = uc.user_id
      where u.email = ${benchEmail(1)} order by uc.user_card_id desc limit 1`)
  ).rows;
  const want: number[] = [];
  const offer: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    want.push(
      (await timed(app, 'PUT', `/api/trading/wants/${card!.card_id}`, headers, { note: 'bench' })).elapsed,
    );
    want.push((await timed(app, 'DELETE', `/api/trading/wants/${card!.card_id}`, headers)).elapsed);
    for (const forTrade of [true, false])
      offer.push(
        (
          await timed(app, 'PUT', '/api/trading/offers', headers, {
            user_card_ids: [copy!.user_card_id],
            for_trade: forTrade,
          })
        ).elapsed,
      );
  }
  return [summarize('want toggle (on, off)', want, 200), summarize('for-trade toggle (on, off)', offer, 200)];
}

/**
 * A 50-card-a-side trade between collector2 and collector3 taken to its last step; the timed call is the
 * second "received", which completes the trade and moves the 100 copies in one transaction.
 */
async function completions(app: FastifyInstance, db: Db, rounds: number): Promise<Timing> {
  const [a, b] = [await headersOf(app, 2), await headersOf(app, 3)];
  const ids = (
    await db.execute<{ email: string; user_id: number; username: string }>(
      sql`select email, user_id, username from users where email in (${benchEmail(2)}, ${benchEmail(3)})`,
    )
  ).rows;
  const userA = ids.find((row) => row.email === benchEmail(2))!;
  const userB = ids.find((row) => row.email === benchEmail(3))!;
  const copies = async (userId: number) =>
    (
      await db.execute<{ user_card_id: number }>(sql`
        insert into user_cards (user_id, card_id, random_code)
        select ${userId}, card_id, 'T' || substr(md5(random()::text), 1, 7)
        from (select card_id from cards order by random() limit ${TRADE_SIZE}) c returning user_card_id`)
    ).rows.map((row) => row.user_card_id);
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const give = await copies(userA.user_id);
    const ask = await copies(userB.user_id);
    await timed(app, 'PUT', '/api/trading/offers', b, { user_card_ids: ask, for_trade: true });
    const proposed = await timed(app, 'POST', '/api/trades', a, {
      recipient: userB.username,
      give,
      ask,
      acknowledge_conflicts: true,
    });
    const id = (proposed.body.trade as { trade_id: number }).trade_id;
    await timed(app, 'POST', `/api/trades/${id}/accept`, b);
    await timed(app, 'POST', `/api/trades/${id}/ship`, a);
    await timed(app, 'POST', `/api/trades/${id}/ship`, b);
    await timed(app, 'POST', `/api/trades/${id}/receive`, a);
    samples.push((await timed(app, 'POST', `/api/trades/${id}/receive`, b)).elapsed);
  }
  return summarize(`complete a ${TRADE_SIZE}-card-a-side trade (100 copies move)`, samples, 200);
}

/** Issue 43's targets: matches of a collector with 2,000 wants, the toggles, a 50-card trade's completion. */
export async function benchTrading(
  app: FastifyInstance,
  db: Db,
  options: { runs: number },
): Promise<Timing[]> {
  await writeTradingData(db, (line) => console.log(`[trading data] ${line}`));
  const headers = { authorization: `Bearer ${await signInCollector(app)}` };
  await db.execute(sql`delete from trade_settings`);
  const [setRow] = (
    await db.execute<{ set_id: number }>(sql`
      select s.set_id from trade_wants w join users u on u.user_id = w.user_id and u.email = ${benchEmail(1)}
        join cards c on c.card_id = w.card_id join series s on s.series_id = c.series_id
      group by s.set_id order by count(*) desc limit 1`)
  ).rows;
  const run = (name: string, url: string) => measure(app, name, url, { runs: options.runs, headers });
  return [
    await run(`matches (${COLLECTOR1_WANTS.toLocaleString('en-US')} wants)`, '/api/trades/matches'),
    await run('matches, mutual only', '/api/trades/matches?mutual_only=true'),
    await run('matches, one set', `/api/trades/matches?set_id=${setRow!.set_id}`),
    await run('want list page (search)', '/api/trading/wants?search=a'),
    ...(await toggles(app, db, headers, options.runs)),
    await completions(app, db, Math.max(3, Math.round(options.runs / 10))),
  ];
}
