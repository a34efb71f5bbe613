import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_REFUSED_INPUT } from '@/plugins/errors';
import { JSON_VALUES, RAW_BODIES, URL_VALUES } from './routes/bad-values';
import { documentedOperations, type DocumentedOperation } from './routes/openapi';
import {
  createWorld,
  DOCUMENTED_ROUTES,
  UNDOCUMENTED_ROUTES,
  type RouteCall,
  type RouteEntry,
  type World,
} from './routes';

/**
 * Every parameter of every route (path, query and JSON body, as the OpenAPI document lists them) given id edges,
 * NUL, lone surrogates, 1 MB strings, wrong types, LIKE wildcards, apostrophes and unicode, the rest of the call
 * valid and signed in as a superadmin. Any answer may be a refusal; none may be a 5xx, nor a rate limit (it would
 * hide the route's own handling), nor the database's refusal (the route's schema should have stopped the value).
 */
let w: World;
let operations: Map<string, DocumentedOperation>;

beforeAll(async () => {
  w = await createWorld();
  operations = new Map((await documentedOperations(w.t.app)).map((operation) => [operation.key, operation]));
});
afterAll(async () => {
  await w.t.close();
});

interface Variant {
  name: string;
  change(call: RouteCall): RouteCall;
}

function pathVariants(template: string): Variant[] {
  const segments = template.split('/');
  return segments.flatMap((segment, index) => {
    const param = /^\{(.+)\}$/.exec(segment)?.[1];
    if (!param) return [];
    return URL_VALUES.map((value) => ({
      name: `path ${param} = ${value.name}`,
      change: (call: RouteCall) => {
        const [path, query] = call.url.split('?');
        const parts = path!.split('/');
        parts[index] = value.url!;
        return { ...call, url: parts.join('/') + (query === undefined ? '' : `?${query}`) };
      },
    }));
  });
}

function queryVariants(names: string[]): Variant[] {
  const withParam = (call: RouteCall, name: string, raw: string) => {
    const [path, query = ''] = call.url.split('?');
    const kept = query.split('&').filter((pair) => pair && pair.split('=')[0] !== name);
    return { ...call, url: `${path}?${[...kept, raw].join('&')}` };
  };
  return names.flatMap((name) => [
    ...URL_VALUES.map((value) => ({
      name: `query ${name} = ${value.name}`,
      change: (call: RouteCall) => withParam(call, name, `${name}=${value.url}`),
    })),
    {
      name: `query ${name} twice`,
      change: (call: RouteCall) => withParam(call, name, `${name}=1&${name}=2`),
    },
  ]);
}

function bodyVariants(properties: string[]): Variant[] {
  const json = (call: RouteCall) =>
    call.payload && !Buffer.isBuffer(call.payload) ? (call.payload as Record<string, unknown>) : {};
  return [
    ...properties.flatMap((property) =>
      JSON_VALUES.map((value) => ({
        name: `body ${property} = ${value.name}`,
        change: (call: RouteCall) => {
          const { [property]: _left, ...others } = json(call);
          return { ...call, payload: value.remove ? others : { ...others, [property]: value.json } };
        },
      })),
    ),
    ...RAW_BODIES.map((raw) => ({
      name: raw.name,
      change: (call: RouteCall) => ({
        ...call,
        payload: Buffer.from(raw.body),
        headers: { ...call.headers, 'content-type': 'application/json' },
      }),
    })),
  ];
}

function variantsOf(key: string): Variant[] {
  const [method, template] = key.split(' ') as [string, string];
  const operation = operations.get(key);
  const query = operation?.parameters.filter((p) => p.in === 'query').map((p) => p.name) ?? [];
  return [
    ...pathVariants(template),
    ...queryVariants(query),
    ...(method === 'GET' ? [] : bodyVariants(operation?.bodyProperties ?? [])),
  ];
}

async function probe(key: string, entry: RouteEntry): Promise<string[]> {
  const method = key.split(' ')[0]!;
  const problems: string[] = [];
  const caller = w.members.superadmin;
  let call: RouteCall | undefined;
  for (const variant of variantsOf(key)) {
    // one valid call serves every variant, but what a DELETE removed is made anew
    if (!call || method === 'DELETE') call = await entry.call(w, { owner: caller, caller });
    const changed = variant.change(call);
    const response = await w.t.app.inject({
      method: method as 'GET',
      url: changed.url,
      headers: { ...caller.headers, ...changed.headers },
      ...(changed.payload === undefined ? {} : { payload: changed.payload }),
    });
    const status = response.statusCode;
    const message = status < 400 ? '' : response.json<{ message?: unknown }>().message;
    // the database's refusal is only a safety net: the route's schema should have refused the value; a 5xx
    // that is the route's documented answer here (503: no mail transport) is not a crash
    if (
      (status >= 500 && status !== entry.ok) ||
      status === 429 ||
      typeof message !== 'string' ||
      message === DATABASE_REFUSED_INPUT
    )
      problems.push(`${variant.name} → ${status} ${response.body.slice(0, 160)}`);
  }
  return problems;
}

describe('bad input never gets a 5xx', () => {
  for (const [key, entry] of Object.entries({ ...DOCUMENTED_ROUTES, ...UNDOCUMENTED_ROUTES })) {
    it(key, async () => {
      expect(await probe(key, entry)).toEqual([]);
    });
  }
});
