import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import * as shared from '@cardbinder/shared';
import type { EndpointContract } from '@cardbinder/shared';
import { API_EXAMPLES, type ApiExample } from '@/modules/api-reference';
import { createWorld, DOCUMENTED_ROUTES, type World } from './routes';

/**
 * The API reference: the OpenAPI document passes a standard validator, and every call an API key can make has a
 * recorded example (request and answer) that still matches its contract. With RECORD_API_EXAMPLES=1 the
 * examples are made anew from real calls against the test catalogue.
 */
const RECORD = process.env.RECORD_API_EXAMPLES === '1';
const EXAMPLES_FILE = fileURLToPath(new URL('../modules/api-reference/api-examples.json', import.meta.url));

const keyCalls = (Object.values(shared) as unknown[]).filter(
  (value): value is EndpointContract =>
    typeof value === 'object' && value !== null && 'apiScope' in value && 'path' in value,
);
const documentKey = (contract: EndpointContract) =>
  `${contract.method} ${contract.path.replace(/:(\w+)/g, '{$1}')}`;

/** Long lists cut to their first items: an example shows the shape, not the whole catalogue. */
function trimmed(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, 2).map(trimmed);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimmed(item)]));
  return value;
}

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(async () => {
  await w.t.close();
});

describe('API reference', () => {
  it('lists the calls an API key can make', () => {
    expect(keyCalls.length).toBeGreaterThan(20);
    expect(new Set(keyCalls.map((contract) => contract.apiScope))).toEqual(new Set(shared.API_KEY_SCOPES));
  });

  it.runIf(RECORD)('records an example of each call', async () => {
    const examples: Record<string, ApiExample> = {};
    const user = w.members.user;
    for (const contract of keyCalls) {
      const key = documentKey(contract);
      const call = await DOCUMENTED_ROUTES[key]!.call(w, { owner: user, caller: user });
      const response = await w.t.app.inject({
        method: contract.method,
        url: call.url,
        headers: { ...user.headers, ...call.headers },
        ...(call.payload ? { payload: call.payload } : {}),
      });
      examples[key] = {
        url: call.url,
        ...(call.payload && !Buffer.isBuffer(call.payload) ? { body: call.payload } : {}),
        status: response.statusCode,
        response: trimmed(response.json()),
      };
    }
    writeFileSync(EXAMPLES_FILE, `${JSON.stringify(examples, null, 2)}\n`);
  });

  it.skipIf(RECORD)('has a recorded example of each call, matching its contract', () => {
    for (const contract of keyCalls) {
      const example = API_EXAMPLES[documentKey(contract)];
      expect(example, documentKey(contract)).toBeDefined();
      expect(example!.status).toBe(contract.status ?? 200);
      const parsed = contract.response.safeParse(example!.response);
      expect(parsed.success, `${documentKey(contract)}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('publishes an OpenAPI document that passes the standard validator, with the examples in it', async () => {
    const document = (await w.t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const operation = document.paths['/api/user/cards'].post;
    expect(operation.security).toEqual([{ bearer: [] }, { apiKey: ['collection:write'] }]);
    expect(operation.description).toContain('curl -X POST -H "Authorization: Bearer $CARDBINDER_KEY"');
    if (!RECORD) expect(operation.responses['201'].content['application/json'].example).toBeDefined();
  });

  it('serves the browsable reference at /api/reference', async () => {
    const page = await w.t.app.inject({ method: 'GET', url: '/api/reference/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // Swagger UI's one inline style is allowed by its hash; inline scripts and other inline styles stay refused
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/style-src 'self' https: 'unsafe-hashes' 'sha256-[\w+/=]+'/);
    expect(csp).not.toContain('unsafe-inline');
    const spec = await w.t.app.inject({ method: 'GET', url: '/api/reference/json' });
    expect(Object.keys(spec.json().paths)).toContain('/api/user/collection/cards');
  });
});
