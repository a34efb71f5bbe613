// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast/toast-store';
import { authValue, jsonFetch, renderAt, testUser } from '@/test/render';
import { TeamFormModal } from './team-form-modal';

const team = {
  team_id: 7,
  name: 'Portland Pickles',
  slug: 'portland-pickles',
  city: 'Portland',
  mascot: null,
  abbreviation: 'PDX',
  primary_color: '#1a6b2f',
  secondary_color: null,
  organization_id: 1,
  organization_name: 'Major League Baseball',
  organization_abbreviation: 'MLB',
  card_count: 0,
  player_count: 0,
};
const fetchMock = vi.fn(
  jsonFetch({
    'GET /api/admin/organizations': {
      body: { organizations: [{ organization_id: 1, name: 'Major League Baseball', abbreviation: 'MLB' }] },
    },
    'POST /api/admin/teams': {
      status: 201,
      body: { success: true, message: 'Team created successfully', team },
    },
    'PUT /api/admin/teams/7': { body: { success: true, message: 'Team updated successfully', team } },
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

const renderModal = (current: typeof team | null) =>
  renderAt(<TeamFormModal team={current} onClose={vi.fn()} />, {
    path: '/',
    auth: authValue({ status: 'authenticated', user: testUser({ role: 'data_admin' }) }),
  });
const writes = () =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT');
let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});
const type = async (label: string, value: string) => {
  await user.clear(screen.getByLabelText(label));
  await user.type(screen.getByLabelText(label), value);
};

describe('TeamFormModal', () => {
  it('asks for name, abbreviation and organization before creating, and sends nothing', async () => {
    renderModal(null);
    await type('Name', 'Portland Pickles');
    await user.click(screen.getByRole('button', { name: 'Add Team' }));
    expect(await screen.findByText('Team name, abbreviation, and organization are required')).toBeTruthy();
    expect(writes()).toHaveLength(0);
  });

  it('creates a team with trimmed fields and the default colours, previewing the circle live', async () => {
    renderModal(null);
    await screen.findByRole('option', { name: 'Major League Baseball (MLB)' });
    await type('Name', '  Portland Pickles ');
    await type('Abbreviation', ' PDX ');
    await user.selectOptions(screen.getByLabelText('Organization'), 'Major League Baseball (MLB)');
    expect(screen.getByTitle('Portland Pickles (PDX)').textContent).toBe('PDX');
    await user.click(screen.getByRole('button', { name: 'Add Team' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(JSON.parse(String(writes()[0]![1]!.body))).toEqual({
      name: 'Portland Pickles',
      city: null,
      mascot: null,
      abbreviation: 'PDX',
      organization_id: 1,
      primary_color: '#666',
      secondary_color: '#999',
    });
  });

  it('edits a team with PUT', async () => {
    renderModal(team);
    await type('City', ' Portland, OR ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(String(writes()[0]![0])).toContain('/api/admin/teams/7');
    expect(JSON.parse(String(writes()[0]![1]!.body))).toMatchObject({ city: 'Portland, OR' });
  });

  it('says under Organization when the organizations cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        jsonFetch({ 'GET /api/admin/organizations': { status: 500, body: { error: 'x', message: 'down' } } }),
      ),
    );
    renderModal(null);
    const organization = screen.getByLabelText('Organization');
    await waitFor(() => expect(organization.getAttribute('aria-invalid')).toBe('true'));
    const why = document.getElementById(organization.getAttribute('aria-describedby')!);
    expect(why?.textContent).toBe('Failed to load organizations');
  });
});
