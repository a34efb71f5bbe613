import { z } from 'zod';
import { API_KEY_SCOPES, defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { idSchema, requiredTextSchema } from '../api/input';

/** What each scope lets a key do, as Settings → API keys and the API reference say it. */
export const API_KEY_SCOPE_LABELS: Record<(typeof API_KEY_SCOPES)[number], string> = {
  'catalogue:read': 'Read the catalogue',
  'collection:read': 'Read my collection',
  'collection:write': 'Change my collection',
};

/** Every key starts with this, so a token is told from a session's at a glance (and by secret scanners). */
export const API_KEY_PREFIX = 'cbk_';
/** The browsable API reference (the server renders it from its OpenAPI document). */
export const API_REFERENCE_PATH = '/api/reference';
export const API_KEY_LIMITS = { maxKeys: 20, minPerMinute: 10, maxPerMinute: 600, defaultPerMinute: 60 };

export const API_KEY_MESSAGES = {
  scopesRequired: 'Choose at least one scope',
  tooManyKeys: `You can have at most ${API_KEY_LIMITS.maxKeys} active API keys`,
  notFound: 'API key not found',
  invalidKey: 'This API key is not valid or has been revoked',
  outOfScope: 'This API key cannot call this endpoint',
  missingScope: (scope: string) => `This API key does not have the ${scope} scope`,
  rateLimited: (seconds: number) =>
    `Too many requests for this API key, please try again in ${seconds} seconds.`,
} as const;

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** the first characters of the key, to recognise it; the rest is never shown again */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  rate_limit_per_minute: z.number().int(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createApiKeyBodySchema = z.object({
  name: requiredTextSchema('Key name', 100),
  scopes: z
    .array(z.enum(API_KEY_SCOPES))
    .min(1, API_KEY_MESSAGES.scopesRequired)
    .transform((scopes) => [...new Set(scopes)]),
  rate_limit_per_minute: z
    .number()
    .int()
    .min(API_KEY_LIMITS.minPerMinute, `At least ${API_KEY_LIMITS.minPerMinute} requests a minute`)
    .max(API_KEY_LIMITS.maxPerMinute, `At most ${API_KEY_LIMITS.maxPerMinute} requests a minute`)
    .optional(),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBodySchema>;

export const listApiKeysContract = defineEndpoint({
  method: 'GET',
  path: '/api/api-keys',
  access: 'user',
  summary: "The caller's API keys (never the keys themselves)",
  response: z.object({ keys: z.array(apiKeySchema) }),
  errors: errorResponses(401),
});

export const createApiKeyContract = defineEndpoint({
  method: 'POST',
  path: '/api/api-keys',
  access: 'user',
  status: 201,
  summary: 'Create an API key: the answer holds the key, shown this once',
  body: createApiKeyBodySchema,
  response: z.object({ key: apiKeySchema, secret: z.string() }),
  errors: errorResponses(400, 401, 409),
});

export const revokeApiKeyContract = defineEndpoint({
  method: 'DELETE',
  path: '/api/api-keys/:id',
  access: 'user',
  summary: 'Revoke an API key: every server refuses it from the next request on',
  params: z.object({ id: idSchema('API key') }),
  response: z.object({ key: apiKeySchema }),
  errors: errorResponses(400, 401, 404),
});
