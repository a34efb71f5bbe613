// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPlayer } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { authValue, jsonFetch, renderAt, testUser } from '@/test/render';
import { PlayerTeamsEditor } from './player-teams-editor';

const team = (team_id: number, name: string, card_count: number) => ({
  team_id,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  abbreviation: name.slice(0, 3).toUpperCase(),
  primary_color: null,
  secondary_color: null,
  card_count,
});
const athletics = team(1, 'Oakland Athletics', 7);
const yankees = team(2, 'New York Yankees', 0);
const player = (teams: AdminPlayer['teams']): AdminPlayer => ({
  player_id: 5,
  first_name: 'Rickey',
  last_name: 'Henderson',
  nick_name: null,
  birthdate: null,
  is_hof: true,
  slug: 'rickey-henderson',
  card_count: 7,
  rc_count: 0,
  last_viewed: null,
  teams,
});
const change = { success: true, message: 'ok', reassigned: 7, teams: [yankees] };

const fetchMock = vi.fn(
  jsonFetch({
    'GET /api/admin/teams': { body: { teams: [athletics, yankees] } },
    'DELETE /api/admin/players/5/teams/1': { body: change },
    'DELETE /api/admin/players/5/teams/2': { body: { ...change, reassigned: 0 } },
  }),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  toast.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderEditor = (teams: AdminPlayer['teams']) =>
  renderAt(<PlayerTeamsEditor player={player(teams)} />, {
    path: '/',
    auth: authValue({ status: 'authenticated', user: testUser({ role: 'data_admin' }) }),
  });
const deletes = () =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url));

describe('<PlayerTeamsEditor>', () => {
  it('removes a team without cards at once', async () => {
    renderEditor([athletics, yankees]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove New York Yankees' }));
    await waitFor(() => expect(deletes()).toEqual(['/api/admin/players/5/teams/2']));
    await waitFor(() =>
      expect(toast.getSnapshot().map((t) => t.message)).toContain('Team removed successfully'),
    );
  });

  it('asks for a target team before removing a team with cards', async () => {
    renderEditor([athletics, yankees]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Oakland Athletics' }));
    const dialog = screen.getByRole('dialog', { hidden: true, name: 'Reassign Cards' });
    const confirm = within(dialog).getByRole('button', { hidden: true, name: 'Reassign and Remove' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Reassign cards to'), { target: { value: '2' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(deletes()).toEqual(['/api/admin/players/5/teams/1?reassign_to_team_id=2']));
    await waitFor(() =>
      expect(toast.getSnapshot().map((t) => t.message)).toEqual([
        '7 cards reassigned successfully',
        'Team removed successfully',
      ]),
    );
  });

  it("refuses to remove the player's last team while it has cards", () => {
    renderEditor([athletics]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Oakland Athletics' }));
    expect(deletes()).toEqual([]);
    expect(toast.getSnapshot()[0]?.message).toBe(
      'Cannot remove team: Player has cards assigned to this team and no other teams to reassign to. Add another team first.',
    );
  });
});
