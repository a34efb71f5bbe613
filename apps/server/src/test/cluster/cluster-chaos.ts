import { sql } from 'drizzle-orm';
import { checklistParts, zipOf } from '../workbook-bombs';
import type { Cluster } from './cluster';
import type { ClusterProcess } from './cluster-processes';
import { sleep } from './cluster-load';
import type { Site } from './cluster-site';

/**
 * Queues an import of `files` generated checklists of `rows` rows through `api` (preview, then confirm) and
 * answers its job id.
 */
export async function queueImport(api: string, site: Site, name: string, files: number, rows: number) {
  const form = new FormData();
  for (let n = 1; n <= files; n += 1)
    form.append(
      'files',
      new Blob([new Uint8Array(await zipOf(checklistParts(rows)))]),
      `${name}-${n}-Checklist.xlsx`,
    );
  const previewed = await fetch(`${api}/api/admin/ingestion/preview`, {
    method: 'POST',
    headers: site.admin,
    body: form,
  });
  const { previews } = (await previewed.json()) as { previews: { uploadId: string; file: string }[] };
  const started = await fetch(`${api}/api/admin/ingestion/jobs`, {
    method: 'POST',
    headers: { ...site.admin, 'content-type': 'application/json' },
    body: JSON.stringify({ uploads: previews.map(({ uploadId, file }) => ({ uploadId, file })) }),
  });
  return ((await started.json()) as { jobId: number }).jobId;
}

/** Queues a master-set spreadsheet of every set through `api`: the job ids. */
export async function queueSpreadsheets(cluster: Cluster, api: string, site: Site): Promise<number[]> {
  const sets = (await cluster.database.db.execute<{ set_id: number }>(sql`select set_id from sets`)).rows;
  const ids = [];
  for (const { set_id } of sets) {
    const queued = await fetch(`${api}/api/spreadsheet-generation/generate/${set_id}`, {
      method: 'POST',
      headers: site.admin,
    });
    ids.push(((await queued.json()) as { queue_id: number }).queue_id);
  }
  return ids;
}

export interface Kill {
  name: string;
  /** seconds from the start */
  at: number;
}

/**
 * Kills (SIGKILL) an API server or a worker chosen at random every 3–7 s for `seconds`, each started again 1–4 s
 * later, while at least two API servers and one worker stay up (nginx needs somewhere to send requests, and a
 * job somebody to run it). Answers the kills once every victim is back.
 */
export async function killAtRandom(
  cluster: Cluster,
  seconds: number,
  random: () => number = Math.random,
): Promise<Kill[]> {
  const restarting = new Set<ClusterProcess>();
  const restarts: Promise<void>[] = [];
  const kills: Kill[] = [];
  const up = (list: ClusterProcess[]) => list.filter((p) => p.running() && !restarting.has(p));
  const begun = Date.now();
  while (Date.now() - begun < seconds * 1000) {
    await sleep(3000 + random() * 4000);
    const apis = up(cluster.apis);
    const workers = up(cluster.workers);
    const victims = [...(apis.length > 2 ? apis : []), ...(workers.length > 1 ? workers : [])];
    const victim = victims[Math.floor(random() * victims.length)];
    if (!victim) continue;
    restarting.add(victim);
    await victim.stop('SIGKILL');
    kills.push({ name: victim.name, at: Math.round((Date.now() - begun) / 100) / 10 });
    restarts.push(
      (async () => {
        await sleep(1000 + random() * 3000);
        await victim.start();
        restarting.delete(victim);
      })(),
    );
  }
  await Promise.all(restarts);
  return kills;
}

/** How the jobs ended: completed, failed (with their errors), unfinished, and how many took more than one attempt. */
export async function jobsOutcome(cluster: Cluster, ids: number[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = (
      await cluster.database.db.execute<{
        type: string;
        status: string;
        attempt: number;
        error: string | null;
      }>(
        sql`select type, status, attempt, error from jobs where job_id = any(${`{${ids.join(',')}}`}::int[])`,
      )
    ).rows;
    const ended = rows.every((row) => row.status === 'completed' || row.status === 'failed');
    if (ended || Date.now() > deadline)
      return {
        completed: rows.filter((row) => row.status === 'completed').length,
        failed: rows.filter((row) => row.status === 'failed').map(({ type, error }) => `${type}: ${error}`),
        unfinished: rows.filter((row) => row.status !== 'completed' && row.status !== 'failed').length,
        retried: rows.filter((row) => row.attempt > 1).length,
      };
    await sleep(1000);
  }
}
