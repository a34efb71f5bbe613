import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { FAVORITE_SLOTS } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { benchEmail } from '../write-collections';
import { measure, type Timing } from '../measure';
import { signInCollector } from './collection';

/** collector1 gets this many notifications (all unread: the worst case of the bell's count). */
export const BENCH_NOTIFICATIONS = 10_000;
const BENCH_COMMENTS = 20;

/**
 * collector1 (10,000 cards) as a full profile: five favourites, comments on cards and 10,000 unread
 * notifications. Rewritten on every run, so the figures never depend on an earlier run.
 */
async function prepareCollector(db: Db): Promise<string> {
  const [user] = (
    await db.execute<{ user_id: number; username: string }>(
      sql`select user_id, username from users where email = ${benchEmail(1)}`,
    )
  ).rows;
  if (!user) throw new Error('collector1 is missing: run npm run bench:data first');
  await db.execute(sql`update users set is_public_profile = true, bio = 'Bench collector', website = 'https://example.com'
    where user_id = ${user.user_id}`);
  await db.execute(sql`delete from user_favorite_cards where user_id = ${user.user_id}`);
  await db.execute(sql`
    insert into user_favorite_cards (user_id, user_card_id, sort_order)
    select ${user.user_id}, user_card_id, row_number() over (order by user_card_id)
    from (select user_card_id from user_cards where user_id = ${user.user_id} order by user_card_id limit ${FAVORITE_SLOTS}) f`);
  await db.execute(
    sql`delete from comments where user_id = ${user.user_id} and comment_text like 'bench comment %'`,
  );
  await db.execute(sql`
    insert into comments (user_id, comment_type, item_id, comment_text)
    select ${user.user_id}, 'card', card_id, 'bench comment ' || row_number() over ()
    from (select card_id from user_cards where user_id = ${user.user_id} limit ${BENCH_COMMENTS}) c`);
  await db.execute(sql`delete from notifications where user_id = ${user.user_id}`);
  await db.execute(sql`
    insert into notifications (user_id, notification_type, title, message, created_at)
    select ${user.user_id}, 'system', 'Bench notice ' || g, 'Message ' || g, now() - g * interval '1 minute'
    from generate_series(1, ${BENCH_NOTIFICATIONS}) g`);
  // as autovacuum would leave a live table: the count is an index-only scan once the visibility map is set
  await db.execute(sql`vacuum analyze notifications`);
  await db.execute(sql`vacuum analyze user_favorite_cards`);
  await db.execute(sql`vacuum analyze comments`);
  return user.username;
}

/** Issue 16's targets: the public profile of a 10,000-card collector and the bell's unread count. */
export async function benchProfiles(
  app: FastifyInstance,
  db: Db,
  options: { runs: number },
): Promise<Timing[]> {
  const username = await prepareCollector(db);
  const headers = { authorization: `Bearer ${await signInCollector(app)}` };
  return [
    await measure(app, 'public profile (10,000 cards), signed out', `/api/profile/user/${username}`, {
      runs: options.runs,
    }),
    await measure(app, 'public profile, as its owner', `/api/profile/user/${username}`, {
      runs: options.runs,
      headers,
    }),
    await measure(
      app,
      `unread-count (${BENCH_NOTIFICATIONS.toLocaleString('en-US')} unread)`,
      '/api/notifications/unread-count',
      {
        runs: options.runs * 4,
        headers,
      },
    ),
    await measure(app, 'notifications page (newest 100)', '/api/notifications?limit=100', {
      runs: options.runs,
      headers,
    }),
  ];
}
