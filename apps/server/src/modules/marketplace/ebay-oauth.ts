import type { EbayConfig } from '@/config';

/** The scopes CardBinder asks for: the user's identity (the account name) and read access to their purchases. */
export const EBAY_SCOPES = [
  'https://api.ebay.com/oauth/api_scope',
  'https://api.ebay.com/oauth/api_scope/commerce.identity.readonly',
];

export interface EbayTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

/** eBay refused the grant (revoked, expired or unknown): the user must connect again. */
export class EbayGrantRefused extends Error {}
/** eBay did not answer as it should (down, rate limit, a bad answer): try again later. */
export class EbayUnavailable extends Error {}

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  error?: string;
}

async function requestToken(config: EbayConfig, form: Record<string, string>): Promise<TokenAnswer> {
  const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
  let response: Response;
  try {
    response = await fetch(`${config.apiBaseUrl}/identity/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw new EbayUnavailable('eBay did not answer');
  }
  const answer = (await response.json().catch(() => ({}))) as TokenAnswer;
  if (response.status === 400 || response.status === 401)
    throw new EbayGrantRefused(answer.error ?? 'refused');
  if (!response.ok || !answer.access_token) throw new EbayUnavailable(`eBay answered ${response.status}`);
  return answer;
}

/** eBay's OAuth 2.0 authorization-code grant, every address and credential from configuration. */
export function createEbayOauth(config: EbayConfig) {
  return {
    authorizeUrl(state: string): string {
      const query = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: config.ruName,
        response_type: 'code',
        scope: EBAY_SCOPES.join(' '),
        state,
      });
      return `${config.authBaseUrl}/oauth2/authorize?${query}`;
    },

    async exchangeCode(code: string): Promise<EbayTokens> {
      const answer = await requestToken(config, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: config.ruName,
      });
      if (!answer.refresh_token) throw new EbayUnavailable('eBay gave no refresh token');
      return {
        accessToken: answer.access_token!,
        refreshToken: answer.refresh_token,
        expiresAt: new Date(Date.now() + (answer.expires_in ?? 7200) * 1000),
      };
    },

    async refresh(refreshToken: string): Promise<EbayTokens> {
      const answer = await requestToken(config, {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        scope: EBAY_SCOPES.join(' '),
      });
      return {
        accessToken: answer.access_token!,
        refreshToken: answer.refresh_token ?? refreshToken,
        expiresAt: new Date(Date.now() + (answer.expires_in ?? 7200) * 1000),
      };
    },

    /** The account's eBay user id and name (Commerce Identity API). */
    async account(accessToken: string): Promise<{ userId: string | null; username: string | null }> {
      try {
        const response = await fetch(`${config.apiBaseUrl}/commerce/identity/v1/user/`, {
          headers: { authorization: `Bearer ${accessToken}` },
          signal: AbortSignal.timeout(15_000),
        });
        if (!response.ok) return { userId: null, username: null };
        const body = (await response.json()) as { userId?: string; username?: string };
        return { userId: body.userId ?? null, username: body.username ?? null };
      } catch {
        return { userId: null, username: null };
      }
    },
  };
}
export type EbayOauth = ReturnType<typeof createEbayOauth>;
