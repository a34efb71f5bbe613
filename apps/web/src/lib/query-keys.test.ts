// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { catalogueKeys, collectionChanged, collectionKeys, cardKeys, profileKeys } from './query-keys';

const seed = (client: QueryClient, keys: readonly (readonly unknown[])[]) => {
  for (const key of keys) client.setQueryData(key, { seeded: true });
};
const stale = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated ?? false;

describe('collectionChanged', () => {
  it('marks every answer that shows the collection, the player detail included, and nothing else', async () => {
    const client = new QueryClient();
    const showing = [
      collectionKeys.stats,
      collectionKeys.cards({ query: '' }),
      collectionKeys.copies(4),
      cardKeys.detail({ kind: 'short' }, 1),
      catalogueKeys.player('ken-griffey-jr', 1),
      catalogueKeys.players({ search: '' }, 1),
      catalogueKeys.seriesCards(7, 1),
      catalogueKeys.series({ seriesSlug: 'base' }, 1),
      catalogueKeys.team('mariners'),
      profileKeys.favorites,
    ];
    const notShowing = [collectionKeys.achievementStats, catalogueKeys.setYears(), profileKeys.own];
    seed(client, [...showing, ...notShowing]);
    await collectionChanged(client);
    for (const key of showing) expect(stale(client, key), JSON.stringify(key)).toBe(true);
    for (const key of notShowing) expect(stale(client, key), JSON.stringify(key)).toBe(false);
  });

  it('only marks what the caller patched: it is stale but not fetched again', async () => {
    const client = new QueryClient();
    const patched = catalogueKeys.seriesCards(7, 1);
    seed(client, [patched]);
    await collectionChanged(client, { patched: [patched] });
    expect(stale(client, patched)).toBe(true);
    expect(client.getQueryState(patched)?.fetchStatus).toBe('idle');
  });
});
