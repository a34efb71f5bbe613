import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { databaseStatsContract, healthContracts, systemStatusContract } from '@cardbinder/shared';
import { registerEndpoint } from '@/plugins/endpoints';
import { createStatusService } from './status.service';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const health = async () => {
    const started = performance.now();
    let connected = true;
    try {
      await app.ctx.db.execute(sql`select 1`);
    } catch {
      connected = false;
    }
    return {
      status: connected ? ('ok' as const) : ('degraded' as const),
      database: {
        connected,
        mode: app.ctx.database.mode,
        latency_ms: Math.round((performance.now() - started) * 10) / 10,
      },
      uptime_seconds: Math.round(process.uptime()),
      version: process.env.npm_package_version ?? '0.1.0',
      timestamp: new Date().toISOString(),
    };
  };
  for (const contract of healthContracts) registerEndpoint(app, contract, health, ['system']);

  const status = createStatusService(app.ctx.db);
  registerEndpoint(
    app,
    systemStatusContract,
    async (_input, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return status.read();
    },
    ['system'],
  );

  registerEndpoint(
    app,
    databaseStatsContract,
    async () => {
      // cards from the per-set counts every catalogue write keeps (counting 800,000 rows took 40 ms);
      // reltuples would be cheaper still but is wrong right after a bulk load
      const result = await app.ctx.db.execute<{ cards: number; players: number; teams: number }>(sql`
      select (select coalesce(sum(card_count), 0) from sets)::int as cards,
             (select count(*) from players)::int as players,
             (select count(*) from teams)::int as teams`);
      return result.rows[0]!;
    },
    ['catalogue'],
  );
};
