import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@/config';
import { HSTS_VALUE, registerSecurityHeaders } from './security-headers';

async function serverWith(options: { httpsOnly: boolean; trustProxy: string[] | false }) {
  const app = Fastify({ trustProxy: options.trustProxy });
  await registerSecurityHeaders(app, { httpsOnly: options.httpsOnly } as AppConfig);
  app.get('/page', () => 'ok');
  await app.ready();
  return app;
}

const get = (
  app: Awaited<ReturnType<typeof serverWith>>,
  from: string,
  headers: Record<string, string> = {},
) => app.inject({ method: 'GET', url: '/page', remoteAddress: from, headers });

describe('HSTS and upgrade-insecure-requests', () => {
  it('are left out over plain HTTP, so a LAN install keeps working', async () => {
    const app = await serverWith({ httpsOnly: false, trustProxy: false });
    const response = await get(app, '192.168.1.20');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    // a client cannot claim HTTPS for itself
    const forged = await get(app, '192.168.1.20', { 'x-forwarded-proto': 'https' });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });

  it('are sent when a trusted proxy says the page came over HTTPS', async () => {
    const app = await serverWith({ httpsOnly: false, trustProxy: ['10.0.0.1'] });
    const response = await get(app, '10.0.0.1', { 'x-forwarded-proto': 'https' });
    expect(response.headers['strict-transport-security']).toBe(HSTS_VALUE);
    expect(response.headers['content-security-policy']).toMatch(/;upgrade-insecure-requests$/);
    expect((await get(app, '10.0.0.1')).headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });

  it('are always sent with HTTPS_ONLY', async () => {
    const app = await serverWith({ httpsOnly: true, trustProxy: false });
    const response = await get(app, '192.168.1.20');
    expect(response.headers['strict-transport-security']).toBe(HSTS_VALUE);
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    await app.close();
  });
});
