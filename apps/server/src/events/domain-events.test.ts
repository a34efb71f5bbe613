import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { startWorker } from '@/jobs/worker';
import { createMailService } from '@/modules/mail';
import { createLocalStorage } from '@/plugins/storage';
import { createServices } from '@/services';
import { createCatalogue } from '@/test/catalogue-factory';
import { createTestApp, createUser, type TestApp } from '@/test/test-app';
import { DOMAIN_EVENT_JOB, recordEvent } from './domain-events';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
const silent = { info: () => undefined, error: () => undefined };

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createCatalogue(t.database);
});
afterAll(async () => {
  await t.close();
});

const eventsNamed = async (name: string) =>
  (
    await t.database.db.execute<{ status: string; payload: { data: { userCardIds?: number[] } } }>(sql`
      select status, payload from jobs where type = ${DOMAIN_EVENT_JOB} and payload->>'name' = ${name}
      order by job_id`)
  ).rows;

const playerTitle = async (playerId: number) =>
  (
    await t.database.db.execute<{ title: string }>(
      sql`select title from search_documents where entity_type = 'player' and entity_id = ${playerId}`,
    )
  ).rows[0]?.title;

describe('domain events', () => {
  it('records a bulk add of 10,000 cards as ONE event, delivered at once', async () => {
    const user = await createUser(t.database);
    const cardIds = (
      await t.database.db.execute<{ card_id: number }>(sql`select card_id from cards order by card_id`)
    ).rows.map((row) => row.card_id);
    const many = Array.from({ length: 10_000 }, (_, index) => cardIds[index % cardIds.length]!);
    const before = (await eventsNamed('collection.cardsAdded')).length;

    const ids = await t.app.ctx.services.userCards.addMany(user.userId, many, null);

    const events = (await eventsNamed('collection.cardsAdded')).slice(before);
    expect(ids).toHaveLength(10_000);
    expect(events).toHaveLength(1);
    expect(events[0]!.status).toBe('completed');
    expect(events[0]!.payload.data.userCardIds).toHaveLength(10_000);
  });

  it('loses nothing when the process stops between the commit and the delivery', async () => {
    const playerId = catalogue.players['mike-trout']!;
    expect(await playerTitle(playerId)).toBe('Mike Trout');

    // the write and its event commit together; the process "dies" before delivering it
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update players set first_name = 'Michael' where player_id = ${playerId}`);
      await recordEvent(tx, 'catalogue.cardsChanged', { playerIds: [playerId] });
    });
    expect(await playerTitle(playerId)).toBe('Mike Trout');

    // a new process: its own services and worker, built from nothing but the same database
    const log = pino({ enabled: false });
    const services = createServices({
      config: t.app.ctx.config,
      database: t.database,
      log,
      storage: createLocalStorage('/tmp/cardbinder-test/storage'),
      mail: createMailService({ db: t.database.db, log, from: 'test@cardbinder.test' }),
    });
    const worker = startWorker(t.database.db, services.jobHandlers, silent, { autoStart: false });
    await worker.drain();
    await worker.stop();

    expect(await playerTitle(playerId)).toBe('Michael Trout');
    const pending = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from jobs where type = ${DOMAIN_EVENT_JOB} and status <> 'completed'`,
    );
    expect(pending.rows[0]!.n).toBe(0);
  });
});
