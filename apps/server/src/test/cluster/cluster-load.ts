import http from 'node:http';

/**
 * One HTTP exchange on a kept-alive connection of `agent`. A request that fails on a reused connection before
 * any answer is sent once more on a new one, as browsers do: the server end (nginx reloading, its old workers
 * closing idle connections) closed the connection as the request left, so nothing of it was read.
 */
async function send(agent: http.Agent, url: URL, call: LoadCall): Promise<{ status: number; text: string }> {
  try {
    return await sendOnce(agent, url, call);
  } catch (error) {
    if (!(error instanceof ClosedBeforeAnswer)) throw error;
    // on a connection of its own: the agent's other idle connections may be closing too
    return sendOnce(fresh, url, call);
  }
}

class ClosedBeforeAnswer extends Error {}

const fresh = new http.Agent({ keepAlive: false });

function sendOnce(agent: http.Agent, url: URL, call: LoadCall): Promise<{ status: number; text: string }> {
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: call.method,
        agent,
        timeout: 30_000,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...call.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out after 30 s')));
    request.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        request.reusedSocket && error.code === 'ECONNRESET' ? new ClosedBeforeAnswer(error.message) : error,
      ),
    );
    request.end(body);
  });
}

/** One call of a client's cycle; a write answers the id of what it made (kept to check nothing was lost). */
export interface LoadCall {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** reads the id of the row a 2xx write made from its answer */
  madeId?: (answer: unknown) => number;
}

export interface LoadOutcome {
  requests: number;
  failures: number;
  /** the first few failures: call, status or error */
  failureSamples: string[];
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** ids made by writes answered 2xx */
  madeIds: number[];
  /** writes answered 2xx */
  writes: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]! * 10) / 10;

/**
 * `clients` clients, each sending its calls one after another (`mix(client, n)` is its n-th call) through
 * `baseUrl` until `stop` resolves. A failure is an error or any answer that is not 2xx.
 */
export async function runLoad(
  baseUrl: string,
  clients: number,
  mix: (client: number, n: number) => LoadCall,
  stop: Promise<unknown>,
): Promise<LoadOutcome> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const latencies: number[] = [];
  const madeIds: number[] = [];
  const failureSamples: string[] = [];
  let failures = 0;
  let writes = 0;
  let stopped = false;
  void stop.finally(() => (stopped = true));
  const started = performance.now();

  async function client(index: number) {
    for (let n = 0; !stopped; n += 1) {
      const call = mix(index, n);
      const begun = performance.now();
      try {
        const { status, text } = await send(agent, new URL(`${baseUrl}${call.path}`), call);
        latencies.push(performance.now() - begun);
        if (status >= 300) {
          failures += 1;
          if (failureSamples.length < 10)
            failureSamples.push(`${call.name}: ${status} ${text.slice(0, 120)}`);
        } else if (call.method !== 'GET') {
          writes += 1;
          if (call.madeId) madeIds.push(call.madeId(JSON.parse(text)));
        }
      } catch (error) {
        latencies.push(performance.now() - begun);
        failures += 1;
        if (failureSamples.length < 10) failureSamples.push(`${call.name}: ${String(error)}`);
      }
    }
  }

  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    failureSamples,
    seconds: Math.round(seconds * 10) / 10,
    perSecond: Math.round((latencies.length / seconds) * 10) / 10,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    madeIds,
    writes,
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
