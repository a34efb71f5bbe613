import { sql } from 'drizzle-orm';
import type { SqlColumns } from '@/db/rows';
import type { rateLimitCounters } from '@/db/schema';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '@/db/client';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RequestCount = SqlColumns<typeof rateLimitCounters, 'hits'> & { ttl: number };

/** One counted request in the key's fixed window: the hits so far and the milliseconds left of the window. */
export async function countRequest(db: Db, key: string, timeWindow: number): Promise<RequestCount> {
  const window = sql`${timeWindow} * interval '1 millisecond'`;
  const result = await db.execute<RequestCount>(
    sql`
    insert into rate_limit_counters as c (key, hits, window_ends) values (${key}, 1, now() + ${window})
    on conflict (key) do update set
      hits = case when c.window_ends <= now() then 1 else c.hits + 1 end,
      window_ends = case when c.window_ends <= now() then now() + ${window} else c.window_ends end
    returning hits, greatest(0, ceil(extract(epoch from window_ends - now()) * 1000))::int as ttl`,
  );
  return result.rows[0]!;
}

/**
 * @fastify/rate-limit's counters in PostgreSQL (the UNLOGGED table rate_limit_counters), so that a limit counts
 * a client's requests to every server of a cluster once: one upsert per counted request opens or continues the
 * key's window (fixed windows, as the plugin's own store keeps them) and answers the count and what is left of it.
 * Ended windows are cleared by the workers' hourly housekeeping (jobs/schedules.ts).
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    /** the plugin constructs the first store with its options: that one counts under no prefix */
    constructor(prefix: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      countRequest(db, this.prefix + key, timeWindow)
        .then((count) => callback(null, { current: count.hits, ttl: count.ttl }))
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    child(routeOptions: {
      method?: unknown;
      url?: unknown;
      routeInfo?: { method?: unknown; url?: unknown };
    }) {
      const route = routeOptions.routeInfo ?? routeOptions;
      return new PostgresRateLimitStore(
        `${this.prefix}${String(route.method ?? '')}${String(route.url ?? '')}-`,
      );
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
