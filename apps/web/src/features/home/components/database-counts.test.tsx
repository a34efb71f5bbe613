// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch, renderAt } from '@/test/render';
import { DatabaseCounts } from './database-counts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const countsText = () =>
  Array.from(document.querySelectorAll('.database-counts__item')).map((item) => item.textContent);

describe('<DatabaseCounts>', () => {
  it('shows the counts from the server', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({ 'GET /api/database-stats': { body: { cards: 1234567, players: 3, teams: 30 } } }),
    );
    renderAt(<DatabaseCounts />, { path: '/' });
    await screen.findByText('1,234,567');
    expect(countsText()).toEqual(['Cards1,234,567', 'Players3', 'Teams30']);
  });

  it('falls back to the spec defaults when the call fails', async () => {
    vi.stubGlobal('fetch', jsonFetch({ 'GET /api/database-stats': { status: 500, body: {} } }));
    renderAt(<DatabaseCounts />, { path: '/' });
    await screen.findByText('793,740');
    expect(countsText()).toEqual(['Cards793,740', 'Players6,965', 'Teams135']);
  });
});
