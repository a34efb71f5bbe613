import { randomBytes } from 'node:crypto';
import {
  API_KEY_LIMITS,
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  type ApiKey,
  type ApiKeyScope,
} from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { toIso } from '@/db/sql';
import { conflict, notFound } from '@/lib/errors';
import { sha256 } from '@/lib/hash';
import type { SessionUser } from '@/lib/session-user';
import * as q from './api-keys.queries';

const toApiKey = (row: q.ApiKeyRow): ApiKey => ({
  id: row.api_key_id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes as ApiKeyScope[],
  rate_limit_per_minute: row.rate_limit_per_minute,
  created_at: toIso(row.created_at),
  last_used_at: toIso(row.last_used_at),
  revoked_at: toIso(row.revoked_at),
});

/** Settings → API keys: named keys with scopes, shown once, kept only as a hash. */
export function createApiKeysService(db: Db) {
  const one = async (userId: number, apiKeyId: number) => {
    const [row] = await q.listApiKeys(db, userId, apiKeyId);
    if (!row) throw notFound(API_KEY_MESSAGES.notFound);
    return toApiKey(row);
  };

  return {
    list: async (userId: number) => (await q.listApiKeys(db, userId)).map(toApiKey),

    async create(
      userId: number,
      body: { name: string; scopes: ApiKeyScope[]; rate_limit_per_minute?: number | undefined },
    ) {
      if ((await q.countLiveApiKeys(db, userId)) >= API_KEY_LIMITS.maxKeys)
        throw conflict(API_KEY_MESSAGES.tooManyKeys);
      const secret = `${API_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
      const id = await q.insertApiKey(db, {
        userId,
        name: body.name,
        prefix: secret.slice(0, API_KEY_PREFIX.length + 6),
        keyHash: sha256(secret),
        scopes: body.scopes,
        rateLimitPerMinute: body.rate_limit_per_minute ?? API_KEY_LIMITS.defaultPerMinute,
      });
      return { key: await one(userId, id), secret };
    },

    async revoke(userId: number, apiKeyId: number) {
      if (!(await q.revokeApiKey(db, userId, apiKeyId))) throw notFound(API_KEY_MESSAGES.notFound);
      return one(userId, apiKeyId);
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;

export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

/** The caller a key stands for, with what the key may do; null for an unknown or revoked key. */
export async function resolveApiKey(db: Db, token: string): Promise<SessionUser | null> {
  const holder = await q.findKeyHolder(db, sha256(token));
  if (!holder) return null;
  return {
    userId: holder.user_id,
    role: holder.role,
    sessionId: `api-key:${holder.api_key_id}`,
    apiKey: {
      id: holder.api_key_id,
      scopes: holder.scopes as ApiKeyScope[],
      ratePerMinute: holder.rate_limit_per_minute,
    },
  };
}
