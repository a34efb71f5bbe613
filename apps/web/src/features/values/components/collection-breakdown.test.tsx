// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CollectionBreakdown as Breakdown } from '@cardbinder/shared';
import { authValue, jsonFetch, renderAt, testUser } from '@/test/render';
import { BREAKDOWN_CHART_HEIGHT, CollectionBreakdown } from './collection-breakdown';

const slice = (key: string, label: string, count: number, value: number) => ({ key, label, count, value });

const breakdown: Breakdown = {
  total_cards: 6,
  total_value: 155,
  unvalued: 2,
  year: { count: [slice('2024', '2024', 5, 155), slice('2023', '2023', 1, 0)], value: [] },
  team: { count: [slice('1', 'New York Yankees', 4, 55)], value: [] },
  set: { count: [slice('9', '2024 Topps Chrome', 5, 155)], value: [] },
  player: {
    count: [slice('3', 'Juan Soto', 3, 45), slice('other', 'Other', 3, 115)],
    value: [slice('5', 'Mookie Betts', 1, 100), slice('other', 'Other', 5, 60)],
  },
};
breakdown.year.value = breakdown.year.count;
breakdown.team.value = breakdown.team.count;
breakdown.set.value = breakdown.set.count;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderBreakdown = () =>
  renderAt(<CollectionBreakdown />, {
    path: '/collection',
    auth: authValue({ status: 'authenticated', user: testUser() }),
  });

describe('collection breakdown', () => {
  it('reserves each chart’s height before its figures arrive', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderBreakdown();
    const boxes = document.querySelectorAll<HTMLElement>('.values-chart');
    expect(boxes).toHaveLength(4);
    for (const box of boxes) expect(box.style.height).toBe(`${BREAKDOWN_CHART_HEIGHT}px`);
  });

  it('draws year, team, set and player with a table of the same figures, by count or by value', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(jsonFetch({ 'GET /api/user/collection/breakdown': { body: { success: true, breakdown } } })),
    );
    renderBreakdown();
    const byPlayer = await screen.findByRole('img', { name: /^Cards by player/ });
    expect(byPlayer.getAttribute('aria-label')).toBe(
      'Cards by player, largest first: Juan Soto 3 cards, Other 3 cards',
    );
    expect(screen.getAllByRole('img')).toHaveLength(4);
    for (const box of document.querySelectorAll<HTMLElement>('.values-chart'))
      expect(box.style.height).toBe(`${BREAKDOWN_CHART_HEIGHT}px`);

    const table = screen.getByText('By player as a table').closest('details')!;
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['PlayerCardsValue', 'Juan Soto3$45', 'Other3$115']);
    expect(screen.queryByText(/have no value yet/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Value' }));
    expect(screen.getByRole('button', { name: 'Value' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('img', { name: /^Collection value by player/ }).getAttribute('aria-label')).toBe(
      'Collection value by player, largest first: Mookie Betts $100, Other $60',
    );
    const valueRows = within(screen.getByText('By player as a table').closest('details')!)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(valueRows).toEqual(['PlayerCardsValue', 'Mookie Betts1$100', 'Other5$60']);
    expect(screen.getByText(/2 of 6 cards have no value yet/)).toBeTruthy();
  });

  it('invites an empty collection to add cards instead of drawing empty charts', async () => {
    const empty: Breakdown = {
      ...breakdown,
      total_cards: 0,
      total_value: 0,
      unvalued: 0,
      ...Object.fromEntries(['year', 'team', 'set', 'player'].map((d) => [d, { count: [], value: [] }])),
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        jsonFetch({ 'GET /api/user/collection/breakdown': { body: { success: true, breakdown: empty } } }),
      ),
    );
    renderBreakdown();
    await screen.findByText(/Add cards to see your collection/);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });
});
