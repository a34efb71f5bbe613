import { sql } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';

/**
 * Work done every `everyMs` (queueing the due eBay syncs, a metrics snapshot, nightly jobs): `run` should only
 * queue jobs, which the workers then share. It runs in the transaction that claims its slot, so a failed run
 * leaves the slot free for the next tick.
 */
export interface Schedule {
  name: string;
  everyMs: number;
  run(tx: Executor): Promise<unknown>;
}

/** The run of a schedule that `now` falls in (runs are aligned on the epoch, the same on every server). */
export const slotOf = (schedule: Schedule, now: number) => Math.floor(now / schedule.everyMs);

/**
 * Runs each schedule whose current slot nobody has run yet: the slot's row in job_schedule_runs is inserted in
 * the transaction of the run, so however many workers tick at once, one runs it and the others find it taken
 * (they wait on the row until that run commits or fails). Answers the names run.
 */
export async function runDueSchedules(db: Db, schedules: Schedule[], now = Date.now()): Promise<string[]> {
  const ran: string[] = [];
  const failures: unknown[] = [];
  for (const schedule of schedules) {
    try {
      const claimed = await db.transaction(async (tx) => {
        const slot = await tx.execute(sql`insert into job_schedule_runs (name, slot)
          values (${schedule.name}, ${slotOf(schedule, now)}) on conflict do nothing returning name`);
        if (slot.rows.length === 0) return false;
        await schedule.run(tx);
        return true;
      });
      if (claimed) ran.push(schedule.name);
    } catch (error) {
      failures.push(new Error(`${schedule.name}: ${String(error)}`));
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, failures.map(String).join('; '));
  return ran;
}

/** Keeps a week of schedule runs and an hour of ended request-limit windows. */
export const housekeepingSchedule: Schedule = {
  name: 'housekeeping',
  everyMs: 3_600_000,
  async run(tx) {
    await tx.execute(sql`delete from job_schedule_runs where ran_at < now() - interval '7 days'`);
    await tx.execute(sql`delete from rate_limit_counters where window_ends < now() - interval '1 hour'`);
  },
};

/** Ticks every minute where a worker runs (the first tick at once). */
export function startScheduler(
  db: Db,
  schedules: Schedule[],
  log: { error(message: string): void },
  tickMs = 60_000,
) {
  const tick = () =>
    runDueSchedules(db, schedules).catch((error: unknown) => log.error(`scheduled jobs: ${String(error)}`));
  const timer = setInterval(tick, tickMs);
  timer.unref();
  void tick();
  return { stop: () => clearInterval(timer) };
}
