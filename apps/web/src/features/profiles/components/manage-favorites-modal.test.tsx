// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FavoriteCandidate, FavoriteCard } from '@cardbinder/shared';
import { renderAt } from '@/test/render';
import { ManageFavoritesModal } from './manage-favorites-modal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const candidate = (id: number, overrides: Partial<FavoriteCandidate> = {}): FavoriteCandidate => ({
  user_card_id: id,
  card_number: String(id),
  player_names: `Player ${id}`,
  series_name: 'Base',
  set_name: 'Topps',
  set_year: 1984,
  grade: null,
  grading_agency_abbr: null,
  random_code: `C${id}`,
  is_favorite: false,
  ...overrides,
});
const favorite = (slot: number, id: number): FavoriteCard => ({
  favorite_id: 100 + slot,
  sort_order: slot,
  user_card_id: id,
  card_id: id,
  primary_photo: null,
  card_number: String(id),
  player_names: `Player ${id}`,
  series_name: 'Base',
  series_slug: 'base',
  player_slug: null,
  set_name: 'Topps',
  set_year: 1984,
  grade: null,
  grading_agency_abbr: null,
  team_name: null,
  team_primary_color: null,
  serial_number: null,
  print_run: null,
  is_rookie: false,
  is_autograph: false,
  is_relic: false,
  card_path: `/sets/1984/topps/base/${id}`,
});

/** Answers the candidate list by its query, and records every call. */
function server() {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.pathname === '/api/profile/collection-cards') {
      const offset = Number(url.searchParams.get('offset'));
      const search = url.searchParams.get('search');
      const cards = search
        ? [candidate(77, { player_names: 'Mattingly' })]
        : Array.from({ length: offset === 0 ? 50 : 3 }, (_, i) =>
            candidate(offset + i + 1, { is_favorite: i === 0 && offset === 0 }),
          );
      return Response.json({ success: true, cards, has_more: !search && offset === 0 });
    }
    return Response.json(
      { success: true, message: 'Card added to favorites!', favorite_cards: [] },
      { status: 201 },
    );
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

describe('ManageFavoritesModal', () => {
  it('shows five slots, pages the collection by 50 and adds a card to the chosen empty slot', async () => {
    const calls = server();
    renderAt(
      <ManageFavoritesModal open favorites={[favorite(1, 1), favorite(3, 9)]} onClose={() => undefined} />,
      {
        path: '/settings/profile',
      },
    );
    expect(screen.getAllByText(/^Empty slot/)).toHaveLength(3);
    await screen.findByText(/#2 Player 2/, undefined, { timeout: 5000 });
    expect(screen.getAllByText('Favorite')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText(/#53 Player 53/);
    expect(
      calls
        .filter((c) => c.url.pathname === '/api/profile/collection-cards')
        .map((c) => c.url.searchParams.get('offset')),
    ).toEqual(['0', '50']);

    fireEvent.click(screen.getAllByText(/^Empty slot/)[1]!); // slot 4
    fireEvent.click(screen.getByRole('button', { name: 'Add #2 Player 2 to favorites' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ user_card_id: 2, sort_order: 4 }),
    );
  });

  it('searches after the pause and removes a favourite by its id', async () => {
    const calls = server();
    renderAt(<ManageFavoritesModal open favorites={[favorite(2, 5)]} onClose={() => undefined} />, {
      path: '/settings/profile',
    });
    fireEvent.change(screen.getByLabelText('Search your collection'), { target: { value: 'matt' } });
    await screen.findByText(/Mattingly/, undefined, { timeout: 3000 });
    expect(calls.some((c) => c.url.searchParams.get('search') === 'matt')).toBe(true);
    expect(calls.some((c) => ['m', 'ma', 'mat'].includes(c.url.searchParams.get('search') ?? ''))).toBe(
      false,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove #5 Player 5 from favorites' }));
    await vi.waitFor(() =>
      expect(
        calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/profile/favorite-cards/102'),
      ).toBe(true),
    );
  });

  it('disables Add when all five slots are taken', async () => {
    server();
    renderAt(
      <ManageFavoritesModal
        open
        favorites={[1, 2, 3, 4, 5].map((slot) => favorite(slot, 60 + slot))}
        onClose={() => undefined}
      />,
      { path: '/settings/profile' },
    );
    const add = await screen.findByRole(
      'button',
      { name: 'Add #2 Player 2 to favorites' },
      { timeout: 5000 },
    );
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('All five slots are taken: remove one to add another card.')).toBeTruthy();
  });
});
