import { loadConfig } from '@/config';
import { createTestApp, type TestApp } from '@/test/test-app';
import { startEbayStandIn, type EbayStandIn } from './ebay-stand-in';

/** A test app whose eBay calls go to a local stand-in started with the same credentials. */
export async function createTestAppWithStandIn(
  credentials: { clientId: string; clientSecret: string; ruName: string },
  tokenKey: Buffer,
  options: { sampleCatalogue?: boolean } = {},
): Promise<{ t: TestApp; standIn: EbayStandIn }> {
  const standIn = await startEbayStandIn({
    port: 0,
    ...credentials,
    returnUrl: 'http://cardbinder.test/settings/profile',
  });
  const base = loadConfig({ ...process.env, DATA_DIR: '/tmp/cardbinder-test' });
  const t = await createTestApp(
    {
      ebay: {
        ...base.ebay,
        ...credentials,
        provider: 'local',
        authBaseUrl: standIn.url,
        apiBaseUrl: standIn.url,
        tokenKey,
      },
    },
    options,
  );
  return { t, standIn };
}
