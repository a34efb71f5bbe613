/**
 * `npm run bench -- cluster [--runs SECONDS]`: docs/deploy.md's site on loopback, started by the bench itself
 * (a PostgreSQL primary and replica of its own, three API servers, two workers, nginx with deploy/nginx.conf),
 * under the mixed load of 20 clients through nginx: throughput of one server and of three, kill -9 of one of
 * three, a rolling restart of all three, the replica stopped, the primary restarted, servers and workers killed
 * at random for three times SECONDS while jobs run, and a worker killed in the middle of an import.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rollingRestart, startCluster, type Cluster } from '@/test/cluster/cluster';
import {
  jobsOutcome,
  killAtRandom,
  queueImport,
  queueSpreadsheets,
  type Kill,
} from '@/test/cluster/cluster-chaos';
import { nginxPresent, startNginx } from '@/test/cluster/cluster-processes';
import { runLoad, sleep, type LoadOutcome } from '@/test/cluster/cluster-load';
import { lostWrites, seedSite, siteMix, type Site } from '@/test/cluster/cluster-site';
import { freePort, postgresBinariesPresent } from '@/test/cluster/postgres-servers';

const CLIENTS = 20;

interface Phase {
  phase: string;
  outcome: LoadOutcome;
  /** p95 of the requests after the fault, when there was one */
  note?: string;
}

const row = ({ phase, outcome, note }: Phase) =>
  [
    phase.padEnd(34),
    String(outcome.requests).padStart(7),
    String(outcome.perSecond).padStart(7),
    String(outcome.p50).padStart(7),
    String(outcome.p95).padStart(7),
    String(outcome.p99).padStart(7),
    `${outcome.failures} (${((outcome.failures / Math.max(1, outcome.requests)) * 100).toFixed(2)}%)`.padStart(
      13,
    ),
    `  ${note ?? ''}`,
  ].join(' ');

/** A worker killed once the import's first file is in: seconds until the other worker has taken the job. */
async function workerTakeover(
  cluster: Cluster,
  site: Site,
): Promise<{ resumedSeconds: number; finishedSeconds: number }> {
  const jobId = await queueImport(cluster.apis[0]!.url!, site, '2027-Bench-Takeover', 3, 4000);
  const job = async () =>
    (
      await cluster.database.db.execute<{
        status: string;
        attempt: number;
        progress: number;
        locked_by: string | null;
      }>(sql`select status, attempt, progress, locked_by from jobs where job_id = ${jobId}`)
    ).rows[0]!;
  for (
    let current = await job();
    !(current.status === 'processing' && current.progress >= 1);
    current = await job()
  )
    await sleep(200);
  const pid = Number((await job()).locked_by!.split(':')[1]);
  const victim = cluster.workers.find((worker) => worker.pid() === pid)!;
  await victim.stop('SIGKILL');
  const killedAt = Date.now();
  while ((await job()).attempt < 2) await sleep(200);
  const resumedSeconds = (Date.now() - killedAt) / 1000;
  while ((await job()).status !== 'completed') await sleep(500);
  const finishedSeconds = (Date.now() - killedAt) / 1000;
  await victim.start();
  return { resumedSeconds, finishedSeconds };
}

export async function benchCluster(seconds: number): Promise<void> {
  if (!postgresBinariesPresent() || !nginxPresent())
    throw new Error('The cluster bench needs the PostgreSQL 15 binaries and nginx (apt-get install nginx)');
  console.log('Starting PostgreSQL (primary and replica), 3 API servers, 2 workers and nginx…');
  const cluster = await startCluster({ env: { LOGIN_RATE_LIMIT: '100000', API_RATE_LIMIT: '100000000' } });
  const folder = mkdtempSync(path.join(os.tmpdir(), 'cardbinder-bench-nginx-'));
  const single = await startNginx(folder, await freePort(), [Number(new URL(cluster.apis[0]!.url!).port)]);
  try {
    const site = await seedSite(cluster.database, cluster.apis[0]!.url!, {
      releases: 10,
      cards: 300,
      collectors: 20,
    });
    const mix = siteMix(site);
    const phases: Phase[] = [];
    const made: number[] = [];
    const load = async (phase: string, url: string, during: Promise<unknown>, note?: () => string) => {
      const outcome = await runLoad(url, CLIENTS, mix, during);
      made.push(...outcome.madeIds);
      phases.push({ phase, outcome, note: note?.() });
      console.log(`${row(phases.at(-1)!)}  (ended ${new Date().toISOString().slice(11, 19)})`);
      for (const sample of outcome.failureSamples) console.log(`    failed: ${sample}`);
    };
    console.log(`${'phase'.padEnd(34)} requests   per s     p50     p95     p99      failures`);
    // every server warms up (JIT, kept answers, connections) alone and then together before anything is measured
    await load('warm-up (one server)', single.url, sleep(10_000));
    await load('warm-up (three servers)', cluster.nginx.url, sleep(20_000));
    // one and three servers take turns in the order one, three, three, one, so a drift over the run that is
    // roughly linear (servers still warming, the database growing with the load's writes) weighs on both alike
    for (const [round, setup] of [
      [1, 'one'],
      [1, 'three'],
      [2, 'three'],
      [2, 'one'],
    ] as const)
      await load(
        setup === 'one' ? `one API server (${round})` : `three API servers (${round})`,
        setup === 'one' ? single.url : cluster.nginx.url,
        sleep(seconds * 1000),
      );
    const rate = (prefix: string) =>
      phases
        .filter(({ phase }) => phase.startsWith(prefix))
        .reduce((sum, { outcome }) => sum + outcome.requests, 0);
    console.log(
      `    three servers against one: ${((rate('three API servers') / Math.max(1, rate('one API server'))) * 100).toFixed(1)} %`,
    );

    let killedAt = 0;
    await load(
      'kill -9 of one of three',
      cluster.nginx.url,
      (async () => {
        await sleep((seconds * 1000) / 3);
        await cluster.apis[1]!.stop('SIGKILL');
        killedAt = Date.now();
        await sleep((seconds * 2000) / 3);
      })(),
      () => `killed ${((Date.now() - killedAt) / 1000).toFixed(0)} s before the end`,
    );
    await cluster.apis[1]!.start();
    let restartSeconds = 0;
    await load(
      'rolling restart of all three',
      cluster.nginx.url,
      (async () => {
        const begun = Date.now();
        await rollingRestart(cluster.apis, cluster.nginx);
        restartSeconds = (Date.now() - begun) / 1000;
      })(),
      () => `restart took ${restartSeconds.toFixed(0)} s`,
    );
    await load(
      'replica stopped, started again',
      cluster.nginx.url,
      (async () => {
        await sleep((seconds * 1000) / 3);
        cluster.replica!.stop('fast');
        await sleep((seconds * 1000) / 3);
        cluster.replica!.start();
        await sleep((seconds * 1000) / 3);
      })(),
      () => 'reads fell back to the primary meanwhile',
    );
    let downSeconds = 0;
    await load(
      'primary restarted (fast shutdown)',
      cluster.nginx.url,
      (async () => {
        await sleep((seconds * 1000) / 3);
        const begun = Date.now();
        cluster.primary.stop('fast');
        cluster.primary.start();
        downSeconds = (Date.now() - begun) / 1000;
        await sleep((seconds * 2000) / 3);
      })(),
      () => `the primary was down ${downSeconds.toFixed(1)} s`,
    );
    // servers and workers killed at random under the load, while an import and the spreadsheets are being made
    const jobs = [
      await queueImport(cluster.apis[0]!.url!, site, '2027-Bench-Random', 3, 4000),
      ...(await queueSpreadsheets(cluster, cluster.apis[1]!.url!, site)),
    ];
    let kills: Kill[] = [];
    await load(
      'servers and workers killed at random',
      cluster.nginx.url,
      (async () => (kills = await killAtRandom(cluster, seconds * 3)))(),
      () => `${kills.length} kills`,
    );
    console.log(`    killed: ${kills.map(({ name, at }) => `${name} at ${at} s`).join(', ')}`);
    const ended = await jobsOutcome(cluster, jobs, 300_000);
    console.log(
      `    jobs queued before: ${jobs.length}, completed ${ended.completed} (${ended.retried} taken over from a killed worker), failed ${ended.failed.length}${ended.failed.map((failure) => ` (${failure})`).join('')}, unfinished ${ended.unfinished}`,
    );
    const lost = await lostWrites(cluster.database, made);
    const takeover = await workerTakeover(cluster, site);
    console.log(`\nwrites answered 2xx: ${made.length}, missing from the database afterwards: ${lost}`);
    console.log(
      `worker killed mid-import: job taken over after ${takeover.resumedSeconds.toFixed(1)} s, finished ${takeover.finishedSeconds.toFixed(1)} s after the kill`,
    );
  } finally {
    await single.stop();
    rmSync(folder, { recursive: true, force: true });
    await cluster.stop();
  }
}
