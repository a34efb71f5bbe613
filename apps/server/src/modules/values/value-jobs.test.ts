import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ALL_CARD_VALUES_JOB, recomputeAllCardValues } from './value-jobs';
import { valuesWorld, type ValuesCollector } from './values-fixtures';

let world: Awaited<ReturnType<typeof valuesWorld>>;
let collectors: ValuesCollector[];

beforeAll(async () => {
  world = await valuesWorld();
  collectors = [await world.collector(), await world.collector(), await world.collector()];
});
afterAll(() => world.t.close());

const bulkEdit = (who: ValuesCollector, ids: number[], action: object) =>
  who.call('POST', '/api/user/cards/bulk-edit', { user_card_ids: ids, action });

describe('value recomputation', () => {
  it('requeues the cards a bulk price or grade edit touched', async () => {
    const entries: number[][] = [];
    for (const collector of collectors) entries.push([await collector.copy('Base/27')]);
    await world.runJobs();
    expect(await world.values('Base/27')).toEqual([]);

    for (const [index, collector] of collectors.entries()) {
      const edited = await bulkEdit(collector, entries[index]!, {
        kind: 'set_purchase_price',
        purchase_price: 20 + index,
      });
      expect(edited.statusCode).toBe(200);
    }
    await world.runJobs();
    expect((await world.values('Base/27')).map((v) => [v.label, v.value])).toEqual([['Raw', 21]]);

    const psa = await world.agencyId('PSA');
    for (const [index, collector] of collectors.entries())
      await bulkEdit(collector, entries[index]!, { kind: 'set_grading', grading_agency: psa, grade: 10 });
    await world.runJobs();
    expect((await world.values('Base/27')).map((v) => [v.label, v.value])).toEqual([['PSA 10', 21]]);
  });

  it('resumes a from-scratch run where its last committed range ended', async () => {
    for (const [index, collector] of collectors.entries())
      await collector.copy('Base/10', { purchase_price: 50 + index });
    // the queue's job has not run: only the from-scratch run can compute Base/10
    await world.t.database.db.execute(sql`delete from jobs`);
    // the first card has no evidence: a run over it would delete this row
    const stale = Math.min(...Object.values(world.cat.card));
    await world.t.database.db.execute(sql`
      insert into card_values (card_id, bucket, value, source, sales_count, collector_count)
      values (${stale}, 'raw', 999, 'sales', 3, 3) on conflict do nothing`);
    const checkpointId = stale + 1;
    await world.t.database.db.execute(sql`
      insert into jobs (type, payload, status, result)
      values (${ALL_CARD_VALUES_JOB}, '{}'::jsonb, 'queued',
              ${JSON.stringify({ next_id: checkpointId, values: 7 })}::jsonb)`);
    await world.runJobs();

    const [job] = await world.query<{ status: string; result: { values: number } }>(
      sql`select status, result from jobs where type = ${ALL_CARD_VALUES_JOB}`,
    );
    expect(job!.status).toBe('completed');
    expect(job!.result.values).toBeGreaterThan(7);
    // the range before the checkpoint was done already and is not touched again
    const [kept] = await world.query<{ value: string }>(
      sql`select value::text from card_values where card_id = ${stale} and bucket = 'raw'`,
    );
    expect(kept?.value).toBe('999.00');
    expect((await world.values('Base/10')).map((v) => [v.label, v.value])).toEqual([['Raw', 51]]);
  });

  it('is idempotent: a second from-scratch run changes no row', async () => {
    await recomputeAllCardValues(world.t.database.db);
    const before = await world.query(
      sql`select card_id, bucket, value::text, computed_at::text from card_values`,
    );
    expect((await recomputeAllCardValues(world.t.database.db)).values).toBe(0);
    const after = await world.query(
      sql`select card_id, bucket, value::text, computed_at::text from card_values`,
    );
    expect(after).toEqual(before);
  });
});
