// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCard } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { authValue, renderAt, testUser } from '@/test/render';
import { CardEditModal } from './card-edit-modal';

const trout = {
  player: { player_id: 1, name: 'Mike Trout', first_name: 'Mike', last_name: 'Trout' },
  team: {
    team_id: 5,
    name: 'Los Angeles Angels',
    abbreviation: 'LAA',
    primary_color: null,
    secondary_color: null,
  },
};
const card: AdminCard = {
  card_id: 9,
  series_id: 3,
  card_number: '1',
  slug: '1-mike-trout',
  sort_order: 1,
  is_rookie: false,
  is_autograph: false,
  is_relic: false,
  print_run: null,
  notes: null,
  version: 'v1',
  card_player_teams: [trout],
};
let putAnswer: { status: number; body: unknown };
const puts: unknown[] = [];
const searches: string[] = [];

const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost:3000');
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (url.pathname === '/api/player-team-search') {
    searches.push(url.searchParams.get('q')!);
    return json({ playerTeamCombinations: [trout] });
  }
  if (init?.method === 'PUT') {
    puts.push(JSON.parse(String(init.body)));
    return json(putAnswer.body, putAnswer.status);
  }
  return json({ error: 'Not Found', message: url.pathname }, 404);
});

beforeEach(() => {
  puts.length = 0;
  searches.length = 0;
  putAnswer = { status: 200, body: { success: true, message: 'Card updated successfully', card } };
  vi.stubGlobal('fetch', fetchMock);
  toast.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderModal = () =>
  renderAt(<CardEditModal card={card} seriesId={3} onClose={vi.fn()} />, {
    path: '/',
    auth: authValue({ status: 'authenticated', user: testUser({ role: 'data_admin' }) }),
  });

describe('CardEditModal', () => {
  it('searches players from 2 characters and refuses a pair already on the card', async () => {
    renderModal();
    fireEvent.change(screen.getByLabelText('Add a player'), { target: { value: 't' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Add a player'), { target: { value: 'tr' } });
    const pick = await screen.findByRole('button', { name: /Mike Trout · Los Angeles Angels/ });
    expect(searches).toEqual(['tr']);
    fireEvent.click(pick);
    expect(await screen.findByText('This player-team combination is already on the card')).toBeTruthy();
  });

  it('sends trimmed fields, integers or null, and the version it read', async () => {
    renderModal();
    fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: ' 1a ' } });
    fireEvent.change(screen.getByLabelText('Sort order'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Print run'), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: '  SP ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      card_number: '1a',
      sort_order: null,
      print_run: 25,
      is_rookie: false,
      is_autograph: false,
      is_relic: false,
      notes: 'SP',
      players: [{ player_id: 1, team_id: 5 }],
      version: 'v1',
    });
  });

  it("tells the second editor the card changed (the server's 409 message)", async () => {
    putAnswer = {
      status: 409,
      body: { error: 'Conflict', message: 'This card was changed by someone else since you opened it.' },
    };
    renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(toast.getSnapshot().map((entry) => entry.message)).toContain(
        'Failed to update card: This card was changed by someone else since you opened it.',
      ),
    );
  });
});
