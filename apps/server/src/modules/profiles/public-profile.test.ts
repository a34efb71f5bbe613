import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PublicProfileResponse } from '@cardbinder/shared';
import { addUserCard, cardId, createCatalogue } from '@/test/catalogue-factory';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createCatalogue(t.database);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const view = (username: string, headers?: Headers) =>
  t.app.inject({ method: 'GET', url: `/api/profile/user/${encodeURIComponent(username)}`, headers });
const entriesOf = async (userId: number) =>
  (
    await t.database.db.execute<{ user_card_id: number }>(
      sql`select user_card_id from user_cards where user_id = ${userId} order by user_card_id`,
    )
  ).rows.map((row) => row.user_card_id);

describe('reading a profile', () => {
  it('shows a public profile to anyone with real stats, favourites and comments, and no email', async () => {
    const owner = await authHeader(t);
    const base = catalogue.series['Base']!;
    const auto = catalogue.series['Chrome Autographs']!;
    const first = await cardId(t.database, base, '1');
    await addUserCard(t.database, owner.user.userId, first, 2);
    await addUserCard(t.database, owner.user.userId, await cardId(t.database, auto, 'CA-MT'));
    await t.database.db.execute(
      sql`update user_cards set estimated_value = 12.5 where user_id = ${owner.user.userId}`,
    );
    const [favourite] = await entriesOf(owner.user.userId);
    await t.app.inject({
      method: 'PUT',
      url: `/api/user/cards/${favourite}`,
      headers: owner.headers,
      payload: { is_special: true },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/comments/card/${first}`,
      headers: owner.headers,
      payload: { comment_text: 'My favourite rookie' },
    });
    await t.database.db.execute(sql`update users set bio = 'Collector', website = 'https://example.com'
      where user_id = ${owner.user.userId}`);

    const response = await view(owner.user.username.toUpperCase());
    expect(response.statusCode).toBe(200);
    const body = response.json<PublicProfileResponse>();
    expect(body.profile).toMatchObject({
      username: owner.user.username,
      bio: 'Collector',
      website: 'https://example.com',
      is_own_profile: false,
      is_public_profile: true,
    });
    expect(response.body).not.toContain(owner.user.email);
    expect(body.stats).toEqual({
      total_cards: 3,
      unique_cards: 2,
      estimated_value: 37.5,
      rookie_cards: expect.any(Number),
      autograph_cards: 1,
      relic_cards: expect.any(Number),
      unique_sets: 1,
      achievements: 0,
      catalogue_pictures: 0,
    });
    expect(body.favorite_cards).toHaveLength(1);
    expect(body.favorite_cards[0]).toMatchObject({
      user_card_id: favourite,
      sort_order: 1,
      card_number: '1',
    });
    expect(body.favorite_cards[0]!.card_path).toMatch(
      new RegExp(`^/sets/${catalogue.year}/${catalogue.setSlug}/`),
    );
    expect(body.recent_activity).toEqual([
      expect.objectContaining({
        comment_type: 'card',
        comment_text: 'My favourite rookie',
        link: expect.any(String),
      }),
    ]);
    expect(body.achievements).toMatchObject({
      total_achievements: 0,
      total_points: 0,
      recent_achievements: [],
    });
    expect(
      (await view(owner.user.username, owner.headers)).json<PublicProfileResponse>().profile.is_own_profile,
    ).toBe(true);
  });

  it('counts completed achievements by tier', async () => {
    const owner = await authHeader(t);
    await t.database.db.execute(sql`insert into achievement_categories (name) values ('Profile test')`);
    await t.database.db.execute(sql`
      insert into achievements (category_id, name, description, points, tier, requirement_type, requirement_value)
      select category_id, v.name, 'Earned', v.points, v.tier, 'count', 1
      from achievement_categories, (values ('First card', 5, 'common'), ('Big binder', 40, 'rare'), ('Locked', 90, 'epic'))
        as v(name, points, tier)
      where achievement_categories.name = 'Profile test'`);
    await t.database.db.execute(sql`
      insert into user_achievements (user_id, achievement_id, is_completed, completed_at)
      select ${owner.user.userId}, achievement_id, name <> 'Locked', now() from achievements
      where name in ('First card', 'Big binder', 'Locked')`);
    const body = (await view(owner.user.username)).json<PublicProfileResponse>();
    expect(body.achievements).toMatchObject({
      total_achievements: 2,
      total_points: 45,
      tier_breakdown: { common: 1, rare: 1, epic: 0 },
    });
    expect(body.stats.achievements).toBe(2);
  });

  it('answers 404 User not found for an unknown name', async () => {
    const response = await view('nobody-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'User not found' });
  });
});

describe('privacy', () => {
  it('answers 403 to visitors and other collectors and reveals nothing, but not to the owner', async () => {
    const owner = await authHeader(t);
    const other = await authHeader(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile/update',
      headers: owner.headers,
      payload: { is_public_profile: false, bio: 'secret bio' },
    });
    for (const headers of [undefined, other.headers]) {
      const response = await view(owner.user.username, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'This profile is private',
        message: 'This profile is private',
      });
      expect(response.body).not.toContain('secret bio');
    }
    const own = await view(owner.user.username, owner.headers);
    expect(own.statusCode).toBe(200);
    expect(own.json<PublicProfileResponse>().profile).toMatchObject({
      is_public_profile: false,
      bio: 'secret bio',
    });
  });

  it('keeps a muted or deactivated user readable per the privacy setting', async () => {
    const muted = await authHeader(t);
    await t.database.db.execute(
      sql`update users set is_muted = true, is_active = false where user_id = ${muted.user.userId}`,
    );
    expect((await view(muted.user.username)).statusCode).toBe(200);
  });
});
