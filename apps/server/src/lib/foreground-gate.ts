import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route runs background work (an eBay sync): it does not hold that work back itself */
    backgroundWork?: boolean;
  }
}

/**
 * Background work (an eBay sync's matching) yields to the requests people are waiting for: each step waits
 * until no other request has been in flight for `quietMs`, but never longer than `maxWaitMs`, so under
 * constant load the work still advances, a step at a time between requests.
 */
export interface ForegroundGate {
  /** resolves when background work may take its next step */
  turn(): Promise<void>;
  /** counts the app's requests in flight (server start-up) */
  watch(app: FastifyInstance): void;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createForegroundGate({ quietMs = 2, maxWaitMs = 50 } = {}): ForegroundGate {
  const inFlight = new Set<string>();
  let lastFinished = 0;
  const finish = (id: string) => {
    if (inFlight.delete(id)) lastFinished = performance.now();
  };
  return {
    async turn() {
      const deadline = performance.now() + maxWaitMs;
      for (;;) {
        const now = performance.now();
        if (now >= deadline) return;
        if (inFlight.size === 0 && now - lastFinished >= quietMs) return;
        await pause(Math.min(quietMs, deadline - now));
      }
    },
    watch(app) {
      app.addHook('onRequest', async (request) => {
        if (!request.routeOptions.config?.backgroundWork) inFlight.add(request.id);
      });
      app.addHook('onResponse', async (request) => finish(request.id));
      app.addHook('onRequestAbort', async (request) => finish(request.id));
    },
  };
}
