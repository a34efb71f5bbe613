import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { startWorker } from '@/jobs/worker';
import { createCollectionCatalogue, createCollector } from '@/test/collection-factory';
import { createTestApp, type TestApp } from '@/test/test-app';

export type ValuesCollector = Awaited<ReturnType<typeof createCollector>> & {
  /** adds a copy of the card (by 'Series/number') with fields and answers its entry id */
  copy(card: string, fields?: object): Promise<number>;
};

/** A test app with the collection catalogue, collectors who add priced copies, and the job runner. */
export async function valuesWorld() {
  const t: TestApp = await createTestApp();
  const cat = await createCollectionCatalogue(t.database);
  const query = async <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    (await t.database.db.execute<T>(statement)).rows;

  async function collector(): Promise<ValuesCollector> {
    const base = await createCollector(t);
    return {
      ...base,
      async copy(card, fields = {}) {
        const response = await base.call('POST', '/api/user/cards', { card_id: cat.card[card], ...fields });
        if (response.statusCode !== 201) throw new Error(`copy ${card}: ${response.body}`);
        return response.json<{ user_card_id: number }>().user_card_id;
      },
    };
  }

  const agencyId = async (abbreviation: string) =>
    (
      await query<{ id: number }>(
        sql`select grading_agency_id as id from grading_agencies where abbreviation = ${abbreviation}`,
      )
    )[0]!.id;

  const values = async (card: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/cards/${cat.card[card]}/values` })).json<{
      values: {
        bucket: string;
        label: string;
        value: number;
        source: string;
        sales_count: number;
        collector_count: number;
        monthly: unknown[];
      }[];
    }>().values;

  const failures: string[] = [];
  const log = { info: () => undefined, error: (message: string) => void failures.push(message) };
  /** Runs the queued jobs now instead of after their coalescing delay; a failed job fails the test. */
  async function runJobs() {
    await t.database.db.execute(sql`update jobs set run_after = now() where status = 'queued'`);
    const worker = startWorker(t.database.db, t.app.ctx.services.jobHandlers, log, { autoStart: false });
    await worker.drain();
    await worker.stop();
    expect(failures).toEqual([]);
  }

  return { t, cat, query, collector, agencyId, values, runJobs };
}
