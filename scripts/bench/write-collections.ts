import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { hashPassword } from '@/modules/auth';

export const BENCH_PASSWORD = 'Bench!pass1';
export const benchEmail = (n: number) => `collector${n}@bench.cardbinder.test`;
/** collector1 owns exactly this many cards: the collection benchmark's dashboard */
export const BENCH_COLLECTION_SIZE = 10_000;

// 32 unambiguous characters: 4 of them give a million distinct codes, enough to number any one collection
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const code = (n: ReturnType<typeof sql>) =>
  sql`substr(${CODE_ALPHABET}, (${n} >> 15) % 32 + 1, 1) || substr(${CODE_ALPHABET}, (${n} >> 10) % 32 + 1, 1) ||
      substr(${CODE_ALPHABET}, (${n} >> 5) % 32 + 1, 1) || substr(${CODE_ALPHABET}, ${n} % 32 + 1, 1)`;

export async function writeCollections(
  db: Db,
  options: { users: number; userCards: number },
  log: (message: string) => void,
): Promise<void> {
  const hash = await hashPassword(BENCH_PASSWORD);
  await db.execute(sql`
    insert into users (username, email, password_hash, first_name, last_name, role, is_verified)
    select 'collector' || g, 'collector' || g || '@bench.cardbinder.test', ${hash}, 'Collector', g::text, 'user', true
    from generate_series(1, ${options.users}) g`);
  const [range] = (
    await db.execute<{ low: number; high: number; first_user: number }>(sql`
      select min(card_id) low, max(card_id) high,
             (select user_id from users where email = ${benchEmail(1)}) first_user from cards`)
  ).rows;
  if (!range) return;
  const first = Math.min(BENCH_COLLECTION_SIZE, options.userCards);
  const others = options.users > 1 ? Math.floor((options.userCards - first) / (options.users - 1)) : 0;
  const span = range.high - range.low + 1;
  const batch = 500;
  for (let start = 0; start < options.users; start += batch) {
    await db.execute(sql`
      insert into user_cards (user_id, card_id, random_code, estimated_value, purchase_price, date_added)
      select u.user_id, ${range.low}::int + abs(hashtext(u.user_id || ':' || g)) % ${span}::int, ${code(sql`g`)},
             round((abs(hashtext('v' || u.user_id || ':' || g)) % 20000) / 100.0, 2),
             round((abs(hashtext('p' || u.user_id || ':' || g)) % 10000) / 100.0, 2),
             now() - (abs(hashtext('d' || g)) % 1500) * interval '1 day'
      from (select user_id from users where email like '%@bench.cardbinder.test' order by user_id
            offset ${start} limit ${batch}) u
      cross join lateral generate_series(1, (case when u.user_id = ${range.first_user} then ${first} else ${others} end)::int) g`);
    log(`collections of users ${start + 1}-${Math.min(start + batch, options.users)} written`);
  }
}
