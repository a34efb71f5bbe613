/**
 * The load generator of `npm run bench -- load`, in a process of its own so that it never shares the server's
 * event loop: autocannon keeps N connections busy for a while, each cycling through the same request mix.
 * Input (IPC message): LoadPlan. Output (IPC message): LoadResult.
 */
import autocannon from 'autocannon';
import { summarize } from './measure';

export interface LoadPlan {
  url: string;
  connections: number;
  durationSeconds: number;
  requests: { name: string; path: string; headers?: Record<string, string> }[];
}

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  /** each call of the mix on its own: name, answers, p50 and p95 ms */
  calls: { name: string; requests: number; p50: number; p95: number }[];
}

function run(plan: LoadPlan): Promise<LoadResult> {
  const latencies: number[] = [];
  const perCall = plan.requests.map(() => [] as number[]);
  // each connection sends the mix in order, one request at a time: its n-th answer is call n mod the mix
  const answered = new Map<unknown, number>();
  let non2xx = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: plan.url,
        connections: plan.connections,
        duration: plan.durationSeconds,
        requests: plan.requests.map(({ path, headers }) => ({ method: 'GET', path, headers })),
      },
      (error, result) => {
        if (error) return reject(error);
        const summary = summarize('load', latencies, 200);
        const sorted = [...latencies].sort((a, b) => a - b);
        const p99 = sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)] ?? 0;
        resolve({
          requests: latencies.length,
          seconds: result.duration,
          perSecond: Math.round((latencies.length / result.duration) * 10) / 10,
          p50: summary.p50,
          p95: summary.p95,
          p99: Math.round(p99 * 10) / 10,
          max: summary.max,
          errors: result.errors + result.timeouts,
          non2xx,
          calls: plan.requests.map(({ name }, i) => {
            const { p50, p95 } = summarize(name, perCall[i]!, 200);
            return { name, requests: perCall[i]!.length, p50, p95 };
          }),
        });
      },
    );
    instance.on('response', (client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      const n = answered.get(client) ?? 0;
      answered.set(client, n + 1);
      perCall[n % plan.requests.length]!.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) non2xx += 1;
    });
  });
}

process.once('message', (plan: LoadPlan) => {
  run(plan).then(
    (result) => process.send?.(result, () => process.exit(0)),
    (error: unknown) => {
      process.stderr.write(`load client failed: ${String(error)}\n`);
      process.exit(1);
    },
  );
});
