import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult, UniversalSearchResponse } from '@cardbinder/shared';
import { createTestApp, type TestApp } from '@/test/test-app';
import {
  KNOWN_MISSES,
  RELEVANCE_CASES,
  type ExpectedResult,
  type RelevanceCase,
} from './search-relevance.cases';

/** The acceptance bar: the expected item among the first three results. */
const TOP = 3;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { sampleCatalogue: true });
}, 300_000);
afterAll(() => t.close());

async function search(q: string): Promise<SearchResult[]> {
  const query = new URLSearchParams({ q, limit: '50' });
  const response = await t.app.inject({ method: 'GET', url: `/api/search/universal?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UniversalSearchResponse>().results;
}

function isExpected(result: SearchResult, expected: ExpectedResult): boolean {
  if (result.type !== expected.type) return false;
  if (expected.title !== undefined && result.title !== expected.title) return false;
  if (expected.subtitle !== undefined && !(result.subtitle ?? '').startsWith(expected.subtitle)) return false;
  const { player, ...facts } = expected.card ?? {};
  const data = result.data as Record<string, unknown>;
  const players = String(data.player_names ?? '').split(', ');
  if (player !== undefined && !players.includes(player)) return false;
  return Object.entries(facts).every(([key, value]) => data[key] === value);
}

function describeExpected({ type, title, subtitle, card }: ExpectedResult): string {
  const facts = card ? ` with ${JSON.stringify(card)}` : '';
  return `${type} ${title ?? '(any)'}${subtitle ? ` | ${subtitle}…` : ''}${facts}`;
}

const describeResults = (results: SearchResult[]) =>
  results
    .slice(0, 5)
    .map((r, i) => `  ${i + 1}. ${r.type}: ${r.title}${r.subtitle ? ` | ${r.subtitle}` : ''}`)
    .join('\n') || '  (no results)';

async function expectInTop({ query, expected }: RelevanceCase) {
  const results = await search(query);
  const found = results.slice(0, TOP).some((result) => isExpected(result, expected));
  expect(
    found,
    `"${query}" should put ${describeExpected(expected)} in the top ${TOP}; the top 5 were:\n${describeResults(results)}`,
  ).toBe(true);
}

describe('search relevance on the sample catalogue', () => {
  describe.each(Object.entries(RELEVANCE_CASES))('%s', (_group, cases) => {
    it.each(cases)('$query', expectInTop);
  });

  // not yet met by the engine; SEARCH_RELEVANCE_MISSES=1 runs them
  describe.runIf(process.env.SEARCH_RELEVANCE_MISSES === '1')('known misses', () => {
    it.each(KNOWN_MISSES)('$query', expectInTop);
  });
});
