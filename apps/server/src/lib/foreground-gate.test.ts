import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createForegroundGate } from './foreground-gate';

/** An app whose /slow answers when the test says so, and whose /sync is background work. */
async function appWithGate(maxWaitMs: number) {
  const gate = createForegroundGate({ quietMs: 2, maxWaitMs });
  const app = Fastify();
  gate.watch(app);
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  app.get('/slow', async () => {
    await answered;
    return 'done';
  });
  app.get('/sync', { config: { backgroundWork: true } }, async () => {
    await gate.turn();
    return 'synced';
  });
  await app.ready();
  return { app, gate, answer };
}

let close: () => Promise<void> = async () => {};
afterEach(() => close());

describe('ForegroundGate', () => {
  it('holds background work back while a request is in flight and lets it go once the request is answered', async () => {
    const { app, gate, answer } = await appWithGate(10_000);
    close = () => app.close();
    const slow = app.inject('/slow');
    await new Promise((resolve) => setTimeout(resolve, 20));
    let stepTaken = false;
    const step = gate.turn().then(() => (stepTaken = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stepTaken).toBe(false);
    answer();
    expect((await slow).body).toBe('done');
    await step;
    expect(stepTaken).toBe(true);
  });

  it('never waits longer than its limit, so constant load does not stop the work', async () => {
    const { app, gate, answer } = await appWithGate(30);
    close = async () => {
      answer();
      await app.close();
    };
    void app.inject('/slow');
    await new Promise((resolve) => setTimeout(resolve, 20));
    let stepTaken = false;
    const step = gate.turn().then(() => (stepTaken = true));
    await step;
    expect(stepTaken).toBe(true);
  });

  it('does not count the request that runs the background work itself', async () => {
    const { app } = await appWithGate(60_000);
    close = () => app.close();
    // with its own request counted, this sync would wait the whole minute and the test time out
    expect((await app.inject('/sync')).body).toBe('synced');
  });
});
