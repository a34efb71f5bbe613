import type { Mock } from 'vitest';

/** The card ids each GET /api/card-images a mocked fetch was called with asked for, in order. */
export const pictureRequests = (fetchMock: Mock<typeof fetch>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((url) => url.pathname === '/api/card-images')
    .map((url) => (url.searchParams.get('card_ids') ?? '').split(',').map(Number));

/** from, from + 1, … to */
export const idRange = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, at) => from + at);
