import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  failureXml,
  ordersFromLines,
  ordersOf,
  ordersXml,
  STAND_IN_SCENARIOS,
  type StandInLine,
  type StandInOrder,
  type StandInScenario,
} from './stand-in-orders';

/**
 * A local eBay for tests and local installs (EBAY_PROVIDER=local): a real HTTP server with eBay's OAuth pages and
 * token endpoint and the identity call, speaking the same protocol as auth.ebay.com / api.ebay.com.
 */
export interface StandInOptions {
  port: number;
  clientId: string;
  clientSecret: string;
  ruName: string;
  /** where the RuName sends the browser back (on eBay it is set in the developer portal) */
  returnUrl: string;
  host?: string;
}

interface Grant {
  username: string;
  revoked: boolean;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const token = (prefix: string) => `${prefix}-${randomBytes(24).toString('base64url')}`;

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json',
    ...headers,
  });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
}
const readForm = async (req: IncomingMessage) => new URLSearchParams(await readBody(req));

function authorizePage(query: URLSearchParams): string {
  const hidden = ['state', 'redirect_uri', 'client_id']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query.get(name) ?? '')}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>eBay (local stand-in): grant access</title></head><body style="font-family:sans-serif;max-width:32rem;margin:2rem auto">
<h1>eBay (local stand-in)</h1><p>CardBinder would like to read your eBay identity and purchases.</p>
<form method="post" action="/oauth2/authorize">${hidden}
<label>eBay user name <input name="username" value="local_buyer" required></label>
<p><button name="decision" value="agree">Agree</button> <button name="decision" value="decline">Decline</button></p>
</form></body></html>`;
}

export async function startEbayStandIn(options: StandInOptions) {
  const codes = new Map<string, string>();
  const revoked = new Set<string>();
  // tokens are signed, not stored, so a local install keeps its connection when the stand-in restarts
  const sign = (payload: string) =>
    createHmac('sha256', options.clientSecret).update(payload).digest('base64url');
  const issue = (kind: 'access' | 'refresh', username: string, seconds: number) => {
    const payload = Buffer.from(
      JSON.stringify({ u: username, exp: Date.now() + seconds * 1000, n: randomBytes(6).toString('hex') }),
    ).toString('base64url');
    return `v^1.1#${kind}-${payload}.${sign(`${kind}.${payload}`)}`;
  };
  const grantOf = (kind: 'access' | 'refresh', value: string): Grant | undefined => {
    const match = new RegExp(`^v\\^1\\.1#${kind}-([\\w-]+)\\.([\\w-]+)$`).exec(value);
    if (!match) return undefined;
    const expected = Buffer.from(sign(`${kind}.${match[1]}`));
    const given = Buffer.from(match[2]!);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    const { u, exp } = JSON.parse(Buffer.from(match[1]!, 'base64url').toString()) as {
      u: string;
      exp: number;
    };
    if (exp < Date.now()) return undefined;
    return { username: u, revoked: revoked.has(u) };
  };
  const scenarios = new Map<string, StandInScenario>();
  /** lines a caller handed in for one user (benchmarks), instead of a scenario's */
  const purchases = new Map<string, StandInOrder[]>();
  /** a user named after a scenario buys that scenario; anyone else the mixed one */
  const scenarioOf = (username: string): StandInScenario =>
    scenarios.get(username) ??
    ((STAND_IN_SCENARIOS as readonly string[]).find((name) => name === username) as
      StandInScenario | undefined) ??
    'mixed_realistic';

  const redirectBack = (res: ServerResponse, params: Record<string, string>) =>
    send(res, 302, '', { location: `${options.returnUrl}?${new URLSearchParams(params)}` });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    // the consent page's browser asks for an icon: none, rather than a 404 in its console
    if (url.pathname === '/favicon.ico') return send(res, 204, '');
    if (url.pathname === '/oauth2/authorize' && req.method === 'GET') {
      const q = url.searchParams;
      if (q.get('client_id') !== options.clientId || q.get('redirect_uri') !== options.ruName)
        return send(res, 400, '<p>Unknown application or redirect</p>');
      if (q.get('response_type') !== 'code') return redirectBack(res, { error: 'unsupported_response_type' });
      return send(res, 200, authorizePage(q));
    }
    if (url.pathname === '/oauth2/authorize' && req.method === 'POST') {
      const form = await readForm(req);
      const state = form.get('state') ?? '';
      if (form.get('decision') !== 'agree') return redirectBack(res, { error: 'access_denied', state });
      const code = token('code');
      codes.set(code, (form.get('username') ?? 'local_buyer').slice(0, 64));
      return redirectBack(res, { code, state });
    }
    if (url.pathname === '/identity/v1/oauth2/token' && req.method === 'POST') {
      const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
      if (req.headers.authorization !== `Basic ${basic}`) return send(res, 401, { error: 'invalid_client' });
      const form = await readForm(req);
      if (form.get('grant_type') === 'authorization_code') {
        const username = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (!username || form.get('redirect_uri') !== options.ruName)
          return send(res, 400, { error: 'invalid_grant', error_description: 'the code is invalid or used' });
        revoked.delete(username);
        const refreshToken = issue('refresh', username, 47304000);
        const access = issue('access', username, 7200);
        return send(res, 200, {
          access_token: access,
          expires_in: 7200,
          refresh_token: refreshToken,
          refresh_token_expires_in: 47304000,
          token_type: 'User Access Token',
        });
      }
      if (form.get('grant_type') === 'refresh_token') {
        const grant = grantOf('refresh', form.get('refresh_token') ?? '');
        if (!grant || grant.revoked)
          return send(res, 400, {
            error: 'invalid_grant',
            error_description: 'the refresh token is invalid',
          });
        const access = issue('access', grant.username, 7200);
        return send(res, 200, { access_token: access, expires_in: 7200, token_type: 'User Access Token' });
      }
      return send(res, 400, { error: 'unsupported_grant_type' });
    }
    const grant = grantOf('access', (req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (url.pathname === '/commerce/identity/v1/user/' && req.method === 'GET') {
      if (!grant || grant.revoked) return send(res, 401, { errors: [{ message: 'Invalid access token' }] });
      return send(res, 200, { userId: `local-${grant.username}`, username: grant.username });
    }
    if (url.pathname === '/ws/api.dll' && req.method === 'POST') {
      const xml = { 'content-type': 'text/xml' };
      const callGrant = grantOf('access', String(req.headers['x-ebay-api-iaf-token'] ?? ''));
      if (!callGrant || callGrant.revoked) {
        res.writeHead(200, xml);
        return res.end(failureXml('21917053', 'Invalid or expired OAuth token'));
      }
      const body = await readBody(req);
      const scenario = scenarioOf(callGrant.username);
      if (scenario === 'error') {
        res.writeHead(503, xml);
        return res.end(failureXml('10007', 'Internal error to the application'));
      }
      const from = /<CreateTimeFrom>([^<]+)</.exec(body)?.[1];
      const since = from ? new Date(from).getTime() : 0;
      res.writeHead(200, xml);
      const orders = purchases.get(callGrant.username) ?? ordersOf(scenario);
      return res.end(ordersXml(orders.filter((order) => order.createdTime.getTime() >= since)));
    }
    return send(res, 404, { errors: [{ message: 'Not found' }] });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { errors: [{ message: 'stand-in failure' }] }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** eBay revokes a user's grant (the user removed the app's access): refresh and calls are refused */
    revoke(username: string) {
      revoked.add(username);
    },
    /** the purchases a user's calls answer from now on */
    setScenario(username: string, scenario: StandInScenario) {
      scenarios.set(username, scenario);
    },
    /** the purchases a user's calls answer from now on: these lines, one order per seller */
    setPurchases(username: string, lines: StandInLine[]) {
      purchases.set(username, ordersFromLines('BUY', lines));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type EbayStandIn = Awaited<ReturnType<typeof startEbayStandIn>>;
