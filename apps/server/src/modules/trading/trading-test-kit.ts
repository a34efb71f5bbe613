import { sql } from 'drizzle-orm';
import {
  createCollectionCatalogue,
  createCollector,
  type CollectionCatalogue,
} from '@/test/collection-factory';
import { createTestApp, type TestApp } from '@/test/test-app';

export type Collector = Awaited<ReturnType<typeof createCollector>> & {
  username: string;
  /** adds a copy of the card (by 'Series/number') and answers its entry id */
  copy(card: string, fields?: object): Promise<number>;
  offer(...userCardIds: number[]): Promise<void>;
  want(...cards: string[]): Promise<void>;
};

/** A test app with the collection catalogue, and collectors who add copies, offer them and want cards. */
export async function tradingWorld(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const t: TestApp = await createTestApp({
    commentRateLimit: 10_000,
    tradeProposalRateLimit: 10_000,
    ...overrides,
  });
  const cat: CollectionCatalogue = await createCollectionCatalogue(t.database);

  async function collector(): Promise<Collector> {
    const base = await createCollector(t);
    const self: Collector = {
      ...base,
      username: base.user.username,
      async copy(card, fields = {}) {
        const response = await base.call('POST', '/api/user/cards', { card_id: cat.card[card], ...fields });
        if (response.statusCode !== 201) throw new Error(`copy ${card}: ${response.body}`);
        return response.json<{ user_card_id: number }>().user_card_id;
      },
      async offer(...userCardIds) {
        const response = await base.call('PUT', '/api/trading/offers', {
          user_card_ids: userCardIds,
          for_trade: true,
        });
        if (response.statusCode !== 200) throw new Error(`offer: ${response.body}`);
      },
      async want(...cards) {
        const response = await base.call('POST', '/api/trading/wants/bulk', {
          card_ids: cards.map((card) => cat.card[card]),
        });
        if (response.statusCode !== 200) throw new Error(`want: ${response.body}`);
      },
    };
    return self;
  }

  const query = async <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    (await t.database.db.execute<T>(statement)).rows;

  return { t, cat, collector, query };
}

/** A proposal from `from` to `to` giving and asking for the listed entries; answers the response. */
export function propose(from: Collector, to: Collector, give: number[], ask: number[], extra: object = {}) {
  return from.call('POST', '/api/trades', { recipient: to.username, give, ask, ...extra });
}
