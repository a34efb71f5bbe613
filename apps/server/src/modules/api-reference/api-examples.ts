import recorded from './api-examples.json' with { type: 'json' };

/** One recorded call of a public (API key) endpoint: what was sent and what came back. */
export interface ApiExample {
  url: string;
  body?: unknown;
  status: number;
  response: unknown;
}

/**
 * Real calls, recorded against the test catalogue by `RECORD_API_EXAMPLES=1 npx vitest run --project server
 * apps/server/src/test/api-examples.test.ts` (which, run plainly, checks each still matches its contract).
 * Keyed 'METHOD /path/{param}' as in the OpenAPI document.
 */
export const API_EXAMPLES: Record<string, ApiExample> = recorded as Record<string, ApiExample>;
