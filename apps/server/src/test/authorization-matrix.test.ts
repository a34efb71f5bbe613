import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRole } from '@cardbinder/shared';
import { documentedOperations, type DocumentedOperation } from './routes/openapi';
import {
  ACTORS,
  createWorld,
  DOCUMENTED_ROUTES,
  UNDOCUMENTED_ROUTES,
  type Actor,
  type RouteCall,
  type RouteEntry,
  type World,
} from './routes';
import { tableFingerprints } from './table-fingerprints';

/**
 * Every route of the OpenAPI document × every kind of caller: no token, user, data_admin, admin, superadmin, and a
 * user aiming at another user's things. A refused call must be refused before its input is read (a malformed twin
 * gets the same answer) and must leave every table as it was.
 */
let w: World;
let operations: DocumentedOperation[];
beforeAll(async () => {
  w = await createWorld();
  operations = await documentedOperations(w.t.app);
});
afterAll(async () => {
  await w.t.close();
});

function expectedStatus(entry: RouteEntry, actor: Actor): number {
  if (actor === 'anonymous') return entry.access === 'public' ? entry.ok : 401;
  return hasRole(actor, entry.access === 'public' ? 'user' : entry.access) ? entry.ok : 403;
}

const send = (method: string, call: RouteCall, headers: Record<string, string>) =>
  w.t.app.inject({
    method: method as 'GET',
    url: call.url,
    headers: { ...headers, ...call.headers },
    ...(call.payload === undefined ? {} : { payload: call.payload }),
  });

/** The same call with every id in its path made invalid and, where a body goes, a body that is not JSON. */
function malformed(method: string, call: RouteCall): RouteCall {
  const [path, query] = call.url.split('?');
  const url = path!.replace(/\/\d+(?=\/|$)/g, '/0') + (query ? `?${query}&page=-1` : '?page=-1');
  if (method === 'GET') return { url };
  return { url, payload: Buffer.from('{"not json'), headers: { 'content-type': 'application/json' } };
}

const describeStatus = (response: LightMyRequestResponse) =>
  `${response.statusCode} ${response.body.slice(0, 200)}`;

async function expectRefusedWithoutWrites(
  method: string,
  call: RouteCall,
  headers: Record<string, string>,
  status: number,
) {
  const before = await tableFingerprints(w.t.database);
  const response = await send(method, call, headers);
  expect(response.statusCode, describeStatus(response)).toBe(status);
  expect(response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
  expect(await tableFingerprints(w.t.database)).toEqual(before);
}

async function checkRoute(key: string, entry: RouteEntry) {
  const method = key.split(' ')[0]!;
  for (const actor of ACTORS) {
    const caller = actor === 'anonymous' ? null : w.members[actor];
    const call = await entry.call(w, { owner: caller ?? w.victim, caller });
    const headers = caller?.headers ?? {};
    const status = expectedStatus(entry, actor);
    // a refusal for who the caller is; an allowed caller's own 401 (eBay not connected) comes after the input
    const refusedCaller =
      actor === 'anonymous'
        ? entry.access !== 'public'
        : !hasRole(actor, entry.access === 'public' ? 'user' : entry.access);
    if (refusedCaller) {
      await expectRefusedWithoutWrites(method, call, headers, status);
      await expectRefusedWithoutWrites(method, malformed(method, call), headers, status);
    } else {
      const response = await send(method, call, headers);
      expect(response.statusCode, `${actor}: ${describeStatus(response)}`).toBe(status);
    }
  }
  if (entry.foreign !== undefined) {
    const user = w.members.user;
    const call = await entry.call(w, { owner: w.victim, caller: user });
    await expectRefusedWithoutWrites(method, call, user.headers, entry.foreign);
  }
}

describe('authorisation matrix', () => {
  it('has an entry for every documented route and none for a route that is gone', () => {
    const documented = operations.map((operation) => operation.key);
    const missing = documented.filter((key) => !DOCUMENTED_ROUTES[key]);
    expect(missing, 'add these routes to apps/server/src/test/routes').toEqual([]);
    expect(Object.keys(DOCUMENTED_ROUTES).filter((key) => !documented.includes(key))).toEqual([]);
  });

  for (const [key, entry] of Object.entries({ ...DOCUMENTED_ROUTES, ...UNDOCUMENTED_ROUTES })) {
    it(`${key}: ${entry.access}${entry.foreign ? `, another user's → ${entry.foreign}` : ''}`, async () => {
      await checkRoute(key, entry);
    });
  }
});
