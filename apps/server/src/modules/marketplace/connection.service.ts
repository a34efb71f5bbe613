import { randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { FastifyBaseLogger } from 'fastify';
import {
  EBAY_MESSAGES,
  EBAY_RETURN_ERROR_FALLBACK,
  EBAY_RETURN_ERRORS,
  EBAY_STATE_TTL_MINUTES,
  type EbayAccount,
} from '@cardbinder/shared';
import type { EbayConfig } from '@/config';
import type { Db } from '@/db/client';
import { AppError } from '@/lib/errors';
import * as q from './connection.queries';
import { EbayGrantRefused, EbayUnavailable, type EbayOauth, type EbayTokens } from './ebay-oauth';
import { decryptToken, encryptToken } from './token-crypto';

const STATE_AUDIENCE = 'cardbinder:ebay-oauth-state';
/** an access token this close to its end is renewed before use */
const REFRESH_MARGIN_MS = 5 * 60_000;

const notConnected = () => new AppError(401, EBAY_MESSAGES.notConnected, 'not_connected');
const badState = () => new AppError(400, EBAY_RETURN_ERROR_FALLBACK, 'invalid_state');
const unavailable = () =>
  new AppError(503, EBAY_RETURN_ERRORS.temporarily_unavailable, 'temporarily_unavailable');

const toAccount = (row: q.AccountRow): EbayAccount => ({
  username: row.username,
  connected_at: row.connectedAt.toISOString(),
  last_sync: row.lastSync?.toISOString() ?? null,
  needs_reconnect: row.needsReconnect,
});

interface Dependencies {
  db: Db;
  ebay: EbayConfig;
  oauth: EbayOauth;
  /** signs the OAuth state (HS256) */
  stateSecret: Uint8Array;
  log: FastifyBaseLogger;
}

/**
 * A user's eBay connection. The state eBay carries back is a signed JWT naming the user and a nonce stored once:
 * it links an account only for that user, within 10 minutes, once. Tokens are stored encrypted and never leave
 * this service (no answer or log line carries them).
 */
export function createMarketplaceConnectionService({ db, ebay, oauth, stateSecret, log }: Dependencies) {
  const seal = (tokens: EbayTokens): q.StoredTokens => ({
    accessTokenEnc: encryptToken(ebay.tokenKey, tokens.accessToken),
    refreshTokenEnc: encryptToken(ebay.tokenKey, tokens.refreshToken),
    tokenExpiresAt: tokens.expiresAt,
  });

  async function connectedAccount(userId: number) {
    const account = await q.findAccount(db, userId);
    if (!account?.refreshTokenEnc) throw notConnected();
    return account;
  }

  async function refreshFor(userId: number, account: q.AccountRow): Promise<string> {
    if (account.needsReconnect) throw new AppError(409, EBAY_MESSAGES.reconnectNeeded, 'token_revoked');
    try {
      const tokens = await oauth.refresh(decryptToken(ebay.tokenKey, account.refreshTokenEnc!));
      await q.updateTokens(db, userId, seal(tokens));
      return tokens.accessToken;
    } catch (error) {
      if (error instanceof EbayGrantRefused) {
        await q.markNeedsReconnect(db, userId);
        log.warn({ userId }, 'eBay refused the refresh token: the account must be connected again');
        throw new AppError(409, EBAY_MESSAGES.reconnectNeeded, 'token_revoked');
      }
      if (error instanceof EbayUnavailable) throw unavailable();
      throw error;
    }
  }

  return {
    async status(userId: number) {
      return {
        connected: true as const,
        account: toAccount(await connectedAccount(userId)),
        dev_tools: ebay.devTools,
      };
    },

    async initiate(userId: number) {
      const nonce = randomBytes(24).toString('base64url');
      const expiresAt = new Date(Date.now() + EBAY_STATE_TTL_MINUTES * 60_000);
      await q.insertOauthState(db, nonce, userId, expiresAt);
      const state = await new SignJWT({ nonce })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setAudience(STATE_AUDIENCE)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(stateSecret);
      return { success: true as const, authUrl: oauth.authorizeUrl(state) };
    },

    async complete(userId: number, code: string, state: string) {
      let nonce: unknown;
      try {
        const { payload } = await jwtVerify(state, stateSecret, {
          algorithms: ['HS256'],
          audience: STATE_AUDIENCE,
        });
        if (payload.sub !== String(userId)) throw badState();
        nonce = payload.nonce;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired)
          throw new AppError(400, EBAY_RETURN_ERRORS.expired_state, 'expired_state');
        throw badState();
      }
      if (typeof nonce !== 'string' || !(await q.spendOauthState(db, nonce, userId))) throw badState();
      let tokens: EbayTokens;
      try {
        tokens = await oauth.exchangeCode(code);
      } catch (error) {
        if (error instanceof EbayGrantRefused)
          throw new AppError(400, EBAY_RETURN_ERROR_FALLBACK, 'invalid_grant');
        throw unavailable();
      }
      const who = await oauth.account(tokens.accessToken);
      await q.saveAccount(db, userId, {
        ...seal(tokens),
        externalUserId: who.userId,
        username: who.username,
      });
      const account = await q.findAccount(db, userId);
      return { success: true as const, message: EBAY_MESSAGES.connected, account: toAccount(account!) };
    },

    async refresh(userId: number) {
      await refreshFor(userId, await connectedAccount(userId));
      return { success: true, message: EBAY_MESSAGES.refreshed };
    },

    /** A usable access token for the sync: renewed first when it ends within five minutes. */
    async accessToken(userId: number): Promise<string> {
      const account = await connectedAccount(userId);
      const fresh =
        account.accessTokenEnc &&
        account.tokenExpiresAt &&
        account.tokenExpiresAt.getTime() - Date.now() > REFRESH_MARGIN_MS;
      if (fresh && !account.needsReconnect) return decryptToken(ebay.tokenKey, account.accessTokenEnc!);
      return refreshFor(userId, account);
    },

    /** eBay refused the token during a sync: the account is marked and the user told to connect again. */
    async markRevoked(userId: number) {
      await q.markNeedsReconnect(db, userId);
      log.warn({ userId }, 'eBay refused the access token: the account must be connected again');
      return new AppError(409, EBAY_MESSAGES.reconnectNeeded, 'token_revoked');
    },

    async lastSync(userId: number) {
      return (await connectedAccount(userId)).lastSync;
    },

    async disconnect(userId: number) {
      if (!(await q.deleteAccount(db, userId))) throw notConnected();
      return { success: true, message: EBAY_MESSAGES.disconnected };
    },
  };
}
export type MarketplaceConnectionService = ReturnType<typeof createMarketplaceConnectionService>;
