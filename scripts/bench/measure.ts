import type { FastifyInstance } from 'fastify';

export interface Timing {
  name: string;
  runs: number;
  p50: number;
  p95: number;
  max: number;
  status: number;
  /** the first request of all (before warm-up): stored list rows are built then, when a change dropped them */
  first?: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export function summarize(name: string, samples: number[], status: number): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    name,
    runs: samples.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted[sorted.length - 1] ?? 0),
    status,
  };
}

/** Server time of one request: fastify.inject runs the whole handler chain without a socket. */
export async function timeRequest(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url, headers });
  const elapsed = performance.now() - started;
  if (response.statusCode >= 400)
    throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
  return { elapsed, status: response.statusCode, body: response.body };
}

export async function measure(
  app: FastifyInstance,
  name: string,
  url: string,
  options: { runs: number; warmup?: number; headers?: Record<string, string> },
): Promise<Timing> {
  let first: number | undefined;
  for (let i = 0; i < (options.warmup ?? 2); i += 1) {
    const { elapsed } = await timeRequest(app, url, options.headers);
    first ??= elapsed;
  }
  const samples: number[] = [];
  let status = 0;
  for (let i = 0; i < options.runs; i += 1) {
    const result = await timeRequest(app, url, options.headers);
    samples.push(result.elapsed);
    status = result.status;
  }
  return { ...summarize(name, samples, status), first: first && Math.round(first * 10) / 10 };
}

export function printTimings(title: string, timings: Timing[]): void {
  console.log(`\n${title}`);
  console.log(
    `${'measurement'.padEnd(48)} ${'runs'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'first ms'.padStart(9)}`,
  );
  for (const t of timings) {
    console.log(
      `${t.name.padEnd(48)} ${String(t.runs).padStart(5)} ${t.p50.toFixed(1).padStart(8)} ${t.p95.toFixed(1).padStart(8)} ${t.max.toFixed(1).padStart(8)} ${(t.first?.toFixed(1) ?? '').padStart(9)}`,
    );
  }
}
