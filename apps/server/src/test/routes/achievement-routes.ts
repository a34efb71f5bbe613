import { sql } from 'drizzle-orm';
import { get, type RouteTable } from './route-table';
import type { World } from './world';

/** A category (made once) and a new achievement in it; each call gets its own achievement. */
async function achievement(w: World): Promise<{ categoryId: number; achievementId: number }> {
  await w.t.database.db.execute(
    sql`insert into achievement_categories (name) values ('Probe') on conflict (name) do nothing`,
  );
  const category = await w.t.database.db.execute<{ category_id: number }>(
    sql`select category_id from achievement_categories where name = 'Probe'`,
  );
  const categoryId = category.rows[0]!.category_id;
  const created = await w.t.database.db.execute<{ achievement_id: number }>(sql`
    insert into achievements (category_id, name, description, points, tier, requirement_type, requirement_value, metric)
    values (${categoryId}, ${w.unique('Probe achievement ')}, 'Own a card', 5, 'common', 'count', 1, 'cards')
    returning achievement_id`);
  return { categoryId, achievementId: created.rows[0]!.achievement_id };
}

const body = (w: World, categoryId: number) => ({
  name: w.unique('Probe written '),
  description: 'Own two cards',
  category_id: categoryId,
  points: 10,
  tier: 'common',
  requirement_type: 'count',
  requirement_value: 2,
  metric: 'cards',
});

/** The collector's achievements (their own figures) and the back office's, admin and up. */
export const ACHIEVEMENT_ROUTES: RouteTable = {
  'GET /api/achievements': { access: 'user', ok: 200, call: () => get('/api/achievements') },
  'GET /api/achievements/categories': {
    access: 'user',
    ok: 200,
    call: () => get('/api/achievements/categories'),
  },
  'GET /api/user/achievements/progress': {
    access: 'user',
    ok: 200,
    call: () => get('/api/user/achievements/progress'),
  },
  'GET /api/user/achievements/stats': {
    access: 'user',
    ok: 200,
    call: () => get('/api/user/achievements/stats'),
  },
  'POST /api/user/achievements/announcements': {
    access: 'user',
    ok: 200,
    call: () => get('/api/user/achievements/announcements'),
  },
  'GET /api/admin/achievements': { access: 'admin', ok: 200, call: () => get('/api/admin/achievements') },
  'GET /api/admin/achievements/categories': {
    access: 'admin',
    ok: 200,
    call: () => get('/api/admin/achievements/categories'),
  },
  'POST /api/admin/achievements': {
    access: 'admin',
    ok: 201,
    call: async (w) => ({
      url: '/api/admin/achievements',
      payload: body(w, (await achievement(w)).categoryId),
    }),
  },
  'PUT /api/admin/achievements/{achievement_id}': {
    access: 'admin',
    ok: 200,
    call: async (w) => {
      const { categoryId, achievementId } = await achievement(w);
      return { url: `/api/admin/achievements/${achievementId}`, payload: body(w, categoryId) };
    },
  },
  'DELETE /api/admin/achievements/{achievement_id}': {
    access: 'admin',
    ok: 200,
    call: async (w) => get(`/api/admin/achievements/${(await achievement(w)).achievementId}`),
  },
  'POST /api/admin/achievements/recompute': {
    access: 'admin',
    ok: 202,
    call: () => get('/api/admin/achievements/recompute'),
  },
  'GET /api/admin/achievements/recompute': {
    access: 'admin',
    ok: 200,
    call: () => get('/api/admin/achievements/recompute'),
  },
  'GET /api/admin/query-tester/users': {
    access: 'admin',
    ok: 200,
    call: () => get('/api/admin/query-tester/users'),
  },
  'POST /api/admin/test-query': {
    access: 'admin',
    ok: 200,
    call: (w, { owner }) => ({
      url: '/api/admin/test-query',
      payload: { query: 'select count(*) from user_cards where user_id = @user_id', userId: owner.userId },
    }),
  },
};
