import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { benchEmail } from './write-collections';

/** Issue 43's full-size data: 500,000 wants in all, collector1 with 2,000 of them, about as many copies for trade. */
export const BENCH_WANTS = 500_000;
export const COLLECTOR1_WANTS = 2_000;
const COLLECTOR1_OFFERS = 200;

/**
 * Wants and copies for trade over the generated collections, written once (a run finding them skips this):
 * every collector wants cards another collector owns (entries of one in ten, handed to a collector 37 places
 * on), collector1 wants the 2,000 most collected cards they lack, and copies for trade are each collector's
 * duplicates plus one entry in ten, collector1 offering 200 of theirs. Set-based SQL, a minute or two.
 */
export async function writeTradingData(db: Db, log: (line: string) => void): Promise<void> {
  const [state] = (
    await db.execute<{ wants: number; users: number }>(sql`
      select (select count(*)::int from trade_wants) as wants, (select max(user_id)::int from users) as users`)
  ).rows;
  if (!state?.users) throw new Error('no collectors: run npm run bench:data first');
  if (state.wants >= BENCH_WANTS) return log(`trading data present (${state.wants} wants)`);
  const [me] = (
    await db.execute<{ user_id: number }>(sql`select user_id from users where email = ${benchEmail(1)}`)
  ).rows;
  if (!me) throw new Error('collector1 is missing: run npm run bench:data first');
  await db.execute(sql`truncate trade_wants, trade_offers`);
  await db.execute(sql`
    insert into trade_wants (user_id, card_id)
    select ${me.user_id}, card_id from (
      select uc.card_id, count(*) as n from user_cards uc
      where not exists (select 1 from user_cards mine where mine.user_id = ${me.user_id} and mine.card_id = uc.card_id)
      group by uc.card_id order by n desc, uc.card_id limit ${COLLECTOR1_WANTS}) popular`);
  log(`collector1 wants ${COLLECTOR1_WANTS} cards`);
  await db.execute(sql`
    insert into trade_wants (user_id, card_id, max_grade)
    select ((uc.user_id + 37) % ${state.users}) + 1, uc.card_id, case when uc.user_card_id % 7 = 0 then 9 end
    from user_cards uc
    where uc.user_card_id % 10 = 0 and ((uc.user_id + 37) % ${state.users}) + 1 <> ${me.user_id}
    on conflict do nothing`);
  const [wants] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from trade_wants`)).rows;
  log(`${wants!.n} wants written`);
  await db.execute(sql`
    insert into trade_offers (user_card_id, user_id, card_id)
    select user_card_id, user_id, card_id from (
      select uc.user_card_id, uc.user_id, uc.card_id,
             row_number() over (partition by uc.user_id, uc.card_id order by uc.user_card_id) as copy
      from user_cards uc where uc.user_id <> ${me.user_id}) copies
    where copy > 1
    on conflict do nothing`);
  await db.execute(sql`
    insert into trade_offers (user_card_id, user_id, card_id)
    select user_card_id, user_id, card_id from user_cards where user_card_id % 10 = 3 and user_id <> ${me.user_id}
    on conflict do nothing`);
  await db.execute(sql`
    insert into trade_offers (user_card_id, user_id, card_id)
    select user_card_id, user_id, card_id from user_cards where user_id = ${me.user_id}
    order by user_card_id limit ${COLLECTOR1_OFFERS}
    on conflict do nothing`);
  const [offers] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from trade_offers`)).rows;
  log(`${offers!.n} copies for trade written`);
  await db.execute(sql`vacuum analyze trade_wants`);
  await db.execute(sql`vacuum analyze trade_offers`);
}
