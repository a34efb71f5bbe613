import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EBAY_MESSAGES, IN_TRANSIT_LOCATION } from '@cardbinder/shared';
import {
  gradingAgencies,
  marketplaceAccounts,
  marketplacePurchases,
  notifications,
  userCards,
  userLocations,
} from '@/db/schema';
import { authHeader, type TestApp } from '@/test/test-app';
import { enqueueDueSyncs, MARKETPLACE_SYNC_JOB } from './background-sync';
import type { EbayStandIn } from './stand-in/ebay-stand-in';
import { createTestAppWithStandIn } from './stand-in/test-app-with-stand-in';

const EBAY = { clientId: 'sync-client', clientSecret: 'sync-client-secret', ruName: 'sync-ru-name' };

let t: TestApp;
let standIn: EbayStandIn;
type Headers = { authorization: string };

beforeAll(async () => {
  ({ t, standIn } = await createTestAppWithStandIn(EBAY, randomBytes(32), { sampleCatalogue: true }));
}, 300_000);
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const call = (headers: Headers | undefined, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers });

/** A user connected to the stand-in as the eBay user of that name (a scenario's name buys that scenario). */
async function connectedUser(ebayUsername: string) {
  const { user, headers } = await authHeader(t);
  const authUrl = (await call(headers, 'POST', '/api/ebay/auth/initiate')).json<{ authUrl: string }>()
    .authUrl;
  const state = new URL(authUrl).searchParams.get('state')!;
  const answer = await fetch(`${standIn.url}/oauth2/authorize`, {
    method: 'POST',
    body: new URLSearchParams({ state, decision: 'agree', username: ebayUsername }),
    redirect: 'manual',
  });
  const back = new URL(answer.headers.get('location')!).searchParams;
  const done = await t.app.inject({
    method: 'POST',
    url: '/api/ebay/auth/complete',
    headers,
    payload: { code: back.get('code'), state: back.get('state') },
  });
  expect(done.statusCode, done.body).toBe(200);
  return { user, headers };
}

const cardsOf = (userId: number) =>
  t.database.db.select().from(userCards).where(eq(userCards.userId, userId));

describe('eBay purchase sync', () => {
  it('answers 401 to anonymous callers and to users without a connection', async () => {
    expect((await call(undefined, 'POST', '/api/ebay/sync/orders')).statusCode).toBe(401);
    expect((await call(undefined, 'GET', '/api/ebay/sync/purchases')).statusCode).toBe(401);
    const { headers } = await authHeader(t);
    const sync = await call(headers, 'POST', '/api/ebay/sync/orders');
    expect(sync.statusCode).toBe(401);
    expect(sync.json().message).toBe(EBAY_MESSAGES.notConnected);
  });

  it(
    'adds sure matches to In Transit, suggests likely ones, and adds nothing twice',
    { timeout: 60_000 },
    async () => {
      const { user, headers } = await connectedUser('mixed_realistic');
      const sync = await call(headers, 'POST', '/api/ebay/sync/orders');
      expect(sync.statusCode, sync.body).toBe(200);
      expect(sync.json()).toEqual({
        success: true,
        stats: { newPurchases: 9 },
        automaticProcessing: { cardsAddedToCollection: 4, cardsSuggestedForReview: 1, totalCardsDetected: 6 },
      });

      const cards = await cardsOf(user.userId);
      expect(cards).toHaveLength(4);
      // the sure cards are one batch: one transaction, one collection event naming all four
      const events = await t.database.db.execute<{ ids: number[] }>(sql`
        select array(select jsonb_array_elements_text(payload->'data'->'userCardIds')::int) ids from jobs
        where payload->>'name' = 'collection.cardsAdded' and (payload->'data'->>'userId')::int = ${user.userId}`);
      expect(events.rows.map((row) => [...row.ids].sort())).toEqual([
        cards.map((card) => card.userCardId).sort(),
      ]);
      const [inTransit] = await t.database.db
        .select()
        .from(userLocations)
        .where(and(eq(userLocations.userId, user.userId), eq(userLocations.location, IN_TRANSIT_LOCATION)));
      expect(cards.every((card) => card.userLocation === inTransit!.userLocationId)).toBe(true);
      const [sgc] = await t.database.db
        .select()
        .from(gradingAgencies)
        .where(eq(gradingAgencies.abbreviation, 'SGC'));
      const gwynn = cards.find((card) => card.notes?.includes('Tony Gwynn'))!;
      expect(gwynn).toMatchObject({ gradingAgency: sgc!.gradingAgencyId });
      expect(Number(gwynn.grade)).toBe(8);
      expect(Number(gwynn.purchasePrice)).toBe(60);
      expect(gwynn.notes).toMatch(/^Bought on eBay, order MIX-\d+/);

      const again = await call(headers, 'POST', '/api/ebay/sync/orders');
      expect(again.json()).toMatchObject({
        stats: { newPurchases: 0 },
        automaticProcessing: { cardsAddedToCollection: 0, cardsSuggestedForReview: 0 },
      });
      expect(await cardsOf(user.userId)).toHaveLength(4);

      const list = await call(headers, 'GET', '/api/ebay/sync/purchases');
      expect(list.json().total).toBe(9);
      const statuses = list.json<{ purchases: { status: string }[] }>().purchases.map((p) => p.status);
      expect(statuses.filter((s) => s === 'added_to_collection')).toHaveLength(4);
      expect(statuses.filter((s) => s === 'needs_review')).toHaveLength(1);
      expect(statuses.filter((s) => s === 'not_a_card')).toHaveLength(3);
      expect(statuses.filter((s) => s === 'not_matched')).toHaveLength(1);
      expect(list.body).not.toMatch(/v\^1\.1#/);

      // another user sees none of these purchases
      const other = await connectedUser('empty');
      expect((await call(other.headers, 'GET', '/api/ebay/sync/purchases')).json()).toMatchObject({
        total: 0,
      });

      // disconnecting keeps the cards already added
      expect((await call(headers, 'DELETE', '/api/ebay/auth/disconnect')).statusCode).toBe(200);
      expect(await cardsOf(user.userId)).toHaveLength(4);
    },
  );

  it('resumes an interrupted sync without duplicates', { timeout: 60_000 }, async () => {
    const { user, headers } = await connectedUser('sports_cards_only');
    await call(headers, 'POST', '/api/ebay/sync/orders');
    // lines stored but not yet processed when the sync stopped
    await t.database.db
      .update(marketplacePurchases)
      .set({ status: 'pending' })
      .where(
        and(eq(marketplacePurchases.userId, user.userId), eq(marketplacePurchases.status, 'needs_review')),
      );
    const resumed = await call(headers, 'POST', '/api/ebay/sync/orders');
    expect(resumed.json()).toMatchObject({
      stats: { newPurchases: 0 },
      automaticProcessing: { cardsAddedToCollection: 0, cardsSuggestedForReview: 1 },
    });
    expect(await cardsOf(user.userId)).toHaveLength(4);
  });

  it(
    'a failure between adding a card and settling its line leaves neither: the resumed sync adds each card once',
    { timeout: 60_000 },
    async () => {
      const { user, headers } = await connectedUser('sports_cards_only');
      // the process dies after the collection entry is written, before its purchase line is marked added
      await t.database.db.execute(sql`create or replace function fail_purchase_settle() returns trigger
        language plpgsql as $$ begin raise exception 'simulated crash before the line is settled'; end $$`);
      await t.database.db
        .execute(sql`create trigger fail_purchase_settle before update on marketplace_purchases
        for each row when (new.status = 'added_to_collection') execute function fail_purchase_settle()`);
      try {
        const crashed = await call(headers, 'POST', '/api/ebay/sync/orders');
        expect(crashed.statusCode).toBe(500);
      } finally {
        await t.database.db.execute(sql`drop trigger fail_purchase_settle on marketplace_purchases`);
        await t.database.db.execute(sql`drop function fail_purchase_settle()`);
      }
      expect(await cardsOf(user.userId)).toHaveLength(0);

      const resumed = await call(headers, 'POST', '/api/ebay/sync/orders');
      expect(resumed.json()).toMatchObject({
        stats: { newPurchases: 0 },
        automaticProcessing: { cardsAddedToCollection: 4 },
      });
      const cards = await cardsOf(user.userId);
      expect(cards).toHaveLength(4);
      const added = await t.database.db
        .select({ userCardId: marketplacePurchases.userCardId })
        .from(marketplacePurchases)
        .where(
          and(
            eq(marketplacePurchases.userId, user.userId),
            eq(marketplacePurchases.status, 'added_to_collection'),
          ),
        );
      expect(added.map((line) => line.userCardId).sort()).toEqual(
        cards.map((card) => card.userCardId).sort(),
      );
    },
  );

  it('marks the account and tells the user when eBay revokes the token', async () => {
    const { user, headers } = await connectedUser('revoked_user');
    standIn.revoke('revoked_user');
    // the stored access token has expired, so the sync must refresh it first
    await t.database.db
      .update(marketplaceAccounts)
      .set({ tokenExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(marketplaceAccounts.userId, user.userId));
    const sync = await call(headers, 'POST', '/api/ebay/sync/orders');
    expect(sync.statusCode).toBe(409);
    expect(sync.json().message).toBe(EBAY_MESSAGES.reconnectNeeded);
    const status = await call(headers, 'GET', '/api/ebay/auth/status');
    expect(status.json()).toMatchObject({ account: { needs_reconnect: true } });
  });

  it('answers a failing eBay with the spec message after retrying', { timeout: 60_000 }, async () => {
    const { headers } = await connectedUser('error');
    const sync = await call(headers, 'POST', '/api/ebay/sync/orders');
    expect(sync.statusCode).toBe(502);
    expect(sync.json().message).toBe(EBAY_MESSAGES.syncFailed);
  });

  it('queues a background sync for each due account every 6 hours and notifies what it added', async () => {
    const { user } = await connectedUser('sports_cards_only');
    const revoked = await connectedUser('revoked_in_background');
    await t.database.db
      .update(marketplaceAccounts)
      .set({ needsReconnect: true })
      .where(eq(marketplaceAccounts.userId, revoked.user.userId));

    const due = await enqueueDueSyncs(t.database.db);
    expect(due).toContain(user.userId);
    expect(due).not.toContain(revoked.user.userId);
    expect(await enqueueDueSyncs(t.database.db)).not.toContain(user.userId);
    const [account] = await t.database.db
      .select()
      .from(marketplaceAccounts)
      .where(eq(marketplaceAccounts.userId, user.userId));
    const hours = (account!.nextSyncAt!.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(5.4);
    expect(hours).toBeLessThan(6.6);

    const handler = t.app.ctx.services.jobHandlers[MARKETPLACE_SYNC_JOB]!;
    const job = { payload: { userId: user.userId } };
    await handler({ db: t.database.db, job } as never);
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.userId));
    expect(notice).toMatchObject({
      title: 'eBay purchases synced',
      message: '4 cards added to In Transit, 1 suggestion to review.',
    });
  });

  it("reviews suggestions: accept adds the chosen card, dismiss adds nothing, another user's answer 404", async () => {
    const { user, headers } = await connectedUser('sports_cards_only');
    await call(headers, 'POST', '/api/ebay/sync/orders');
    const inbox = await call(headers, 'GET', '/api/ebay/sync/suggestions');
    expect(inbox.statusCode).toBe(200);
    const [suggestion] = inbox.json<{
      suggestions: {
        id: number;
        title: string;
        candidates: { card_id: number; series_name: string; reasons: string[] }[];
      }[];
    }>().suggestions;
    expect(suggestion!.candidates.length).toBeGreaterThanOrEqual(2);
    // each candidate says which facts of the title it agrees with
    expect(suggestion!.candidates[0]!.reasons).toEqual(expect.arrayContaining(['player']));
    expect(suggestion!.candidates.length).toBeLessThanOrEqual(5);

    // each candidate shows its series' catalogue image where there is one
    const [first, ...others] = suggestion!.candidates;
    const seriesOf = (cardId: number) => sql`(select series_id from cards where card_id = ${cardId})`;
    await t.database.db.execute(
      sql`update series set front_image_path = '/uploads/series/front.jpg' where series_id = ${seriesOf(first!.card_id)}`,
    );
    const withImages = (await call(headers, 'GET', '/api/ebay/sync/suggestions')).json<{
      suggestions: { candidates: { card_id: number; front_image_url: string | null }[] }[];
    }>().suggestions[0]!.candidates;
    expect(withImages[0]).toMatchObject({
      card_id: first!.card_id,
      front_image_url: '/uploads/series/front.jpg',
    });
    for (const candidate of withImages.slice(1)) {
      const [series] = (
        await t.database.db.execute<{ front_image_path: string | null }>(
          sql`select front_image_path from series where series_id = ${seriesOf(candidate.card_id)}`,
        )
      ).rows;
      expect(candidate.front_image_url).toBe(series!.front_image_path);
    }
    expect(others.length).toBeGreaterThan(0);

    const other = await authHeader(t);
    const url = `/api/ebay/sync/purchases/${suggestion!.id}`;
    const chosen = suggestion!.candidates[1]!.card_id;
    const stolen = await t.app.inject({
      method: 'POST',
      url: `${url}/accept`,
      headers: other.headers,
      payload: { card_id: chosen },
    });
    expect(stolen.statusCode).toBe(404);
    expect((await call(other.headers, 'POST', `${url}/dismiss`)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `${url}/accept`, headers, payload: {} })).statusCode,
    ).toBe(400);

    const before = (await cardsOf(user.userId)).length;
    const accepted = await t.app.inject({
      method: 'POST',
      url: `${url}/accept`,
      headers,
      payload: { card_id: chosen },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const cards = await cardsOf(user.userId);
    expect(cards).toHaveLength(before + 1);
    expect(cards.find((card) => card.userCardId === accepted.json().user_card_id)).toMatchObject({
      cardId: chosen,
    });
    expect((await call(headers, 'POST', `${url}/dismiss`)).statusCode).toBe(404);
    expect((await call(headers, 'GET', '/api/ebay/sync/suggestions')).json().suggestions).toEqual([]);

    // the correction is remembered for the seller's wording: the next collector buying that listing gets it added
    const next = await connectedUser('sports_cards_only');
    expect((await call(next.headers, 'POST', '/api/ebay/sync/orders')).statusCode).toBe(200);
    const [purchase] = await t.database.db
      .select()
      .from(marketplacePurchases)
      .where(
        and(
          eq(marketplacePurchases.userId, next.user.userId),
          eq(marketplacePurchases.title, suggestion!.title),
        ),
      );
    expect(purchase).toMatchObject({ status: 'added_to_collection', matchedCardId: chosen });
    expect((await cardsOf(next.user.userId)).map((card) => card.cardId)).toContain(chosen);
  });
});
