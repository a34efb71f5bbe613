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
}

function run(plan: LoadPlan): Promise<LoadResult> {
  const latencies: number[] = [];
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
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
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
