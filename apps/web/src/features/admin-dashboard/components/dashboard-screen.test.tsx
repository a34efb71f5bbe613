// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DASHBOARD_MESSAGES,
  MODERATION_MESSAGES,
  type Dashboard,
  type ModerationComment,
} from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { authValue, jsonFetch, renderAt, testUser } from '@/test/render';
import { DashboardScreen } from './dashboard-screen';

const dashboard: Dashboard = {
  systemHealth: {
    status: 'ok',
    database: { connected: true, mode: 'embedded', latency_ms: 1.2 },
    jobs: { queued: 2, processing: 1, failed_24h: 0, oldest_wait_ms: 100 },
    worker_alive: true,
    disk: { used_bytes: 5 * 1024 ** 3, total_bytes: 10 * 1024 ** 3, used_percent: 50 },
    mail_configured: false,
    version: '0.1.0',
    uptime_seconds: 7200,
  },
  userMetrics: {
    total: 10_000,
    verified: 9000,
    active_7d: 1500,
    active_30d: 4000,
    new_this_week: 12,
    muted: 3,
  },
  collectionMetrics: {
    entries: 5_000_000,
    collectors: 8000,
    total_value: 1_250_000,
    photos: 42,
    computed_at: '2026-01-01T00:00:00.000Z',
  },
  databaseStats: { cards: 800_000, sets: 1000, series: 5000, players: 7000, teams: 140, completeness: 80 },
  recentActivity: [
    { kind: 'signup', at: '2026-01-01T00:00:00.000Z', username: 'newbie', description: 'joined CardBinder' },
  ],
  recentUpdates: Array.from({ length: 10 }, (_, index) => ({
    audit_id: index + 1,
    actor_id: 1,
    actor_name: 'boss',
    action: 'user.update',
    target_type: 'user',
    target_id: 5,
    summary: `target${index + 1}`,
    before: null,
    after: null,
    created_at: '2026-01-01T00:00:00.000Z',
  })),
  performance: { response_ms: 12 },
};

const comment: ModerationComment = {
  comment_id: 55,
  comment_text: 'y'.repeat(250),
  created_at: new Date().toISOString(),
  comment_type: 'card',
  entity_name: 'Base',
  entity_slug: 'base',
  entity_year: 2024,
  card_number: '27',
  card_set_slug: 'topps',
  user: { user_id: 9, username: 'loud_larry', avatar_url: null, is_muted: false },
};

let answers: Record<string, { status?: number; body: unknown }> = {};
const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => jsonFetch(answers)(input, init));

beforeEach(() => {
  answers = {
    'GET /api/admin/dashboard': { body: dashboard },
    'GET /api/admin/moderation/stats': {
      body: { total_comments: 7, comments_24h: 2, comments_7d: 5, muted_users: 3 },
    },
    'GET /api/admin/moderation/recent-comments': { body: { comments: [comment] } },
    'GET /api/spreadsheet-generation/queue': {
      body: {
        queue_length: 1,
        jobs: [
          {
            queue_id: 1,
            set_id: 2,
            set_name: 'Topps',
            set_year: 2024,
            status: 'processing',
            priority: 0,
            queued_at: '2026-01-01T00:00:00.000Z',
            started_at: null,
            finished_at: null,
            retry_count: 0,
            error: null,
          },
        ],
      },
    },
  };
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  toast.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderScreen = () =>
  renderAt(<DashboardScreen />, {
    path: '/admin',
    auth: authValue({ status: 'authenticated', user: testUser({ role: 'admin' }) }),
  });
const panel = (name: string) => within(screen.getByRole('region', { name }));
const toastTexts = () => toast.getSnapshot().map((item) => item.message);

describe('admin dashboard', () => {
  it('shows every block with shortened numbers, 5 of the 10 recent updates and the queue badge', async () => {
    renderScreen();
    await screen.findByRole('region', { name: 'Users' });
    expect(panel('Users').getByText('10K')).toBeTruthy();
    expect(panel('Collections').getByText('5M')).toBeTruthy();
    expect(panel('Database').getByText('Data completeness: 80%')).toBeTruthy();
    expect(panel('Recent Updates').getAllByRole('listitem')).toHaveLength(5);
    expect(await screen.findByText('Processing')).toBeTruthy();
    const actions = within(screen.getByRole('navigation', { name: 'Quick actions' }));
    expect(actions.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/admin/import',
      '/admin/users',
      '/admin/sets',
      '/status',
    ]);
  });

  it('falls back to the separate calls and says the dashboard failed', async () => {
    answers['GET /api/admin/dashboard'] = { status: 500, body: { error: 'x', message: 'boom' } };
    answers['GET /api/admin/analytics/users'] = { body: dashboard.userMetrics };
    answers['GET /api/health'] = {
      body: {
        status: 'ok',
        database: { connected: true, mode: 'embedded', latency_ms: 2 },
        uptime_seconds: 5,
        version: '0.1.0',
        timestamp: 'x',
      },
    };
    renderScreen();
    await screen.findByRole('region', { name: 'Users' });
    expect(screen.getAllByText(new RegExp(DASHBOARD_MESSAGES.loadFailed)).length).toBeGreaterThan(0);
    await waitFor(() => expect(toastTexts()).toContain(DASHBOARD_MESSAGES.loadFailed));
  });

  it('deletes a comment after a confirmation previewing 100 characters, counters updating in place', async () => {
    answers['DELETE /api/admin/moderation/comments/55'] = { body: { success: true, message: 'ok' } };
    renderScreen();
    const moderation = await screen.findByRole('region', { name: 'Content Moderation' });
    expect(await within(moderation).findByText(`${'y'.repeat(200)}…`)).toBeTruthy();
    fireEvent.click(within(moderation).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Comment' });
    expect(within(dialog).getByText(`${'y'.repeat(100)}…`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts()).toContain(MODERATION_MESSAGES.deleted));
    expect(within(moderation).getByText('6')).toBeTruthy();
    expect(within(moderation).queryByText(`${'y'.repeat(200)}…`)).toBeNull();
  });

  it('mutes the author with a reason', async () => {
    answers['POST /api/admin/moderation/users/9/mute'] = { body: { success: true, message: 'ok' } };
    renderScreen();
    const moderation = await screen.findByRole('region', { name: 'Content Moderation' });
    fireEvent.click(await within(moderation).findByRole('button', { name: 'Mute loud_larry' }));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'shouting' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    await within(moderation).findByRole('button', { name: 'Unmute loud_larry' });
    const mute = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/mute'));
    expect(JSON.parse(String(mute![1]!.body))).toEqual({ reason: 'shouting' });
    expect(within(moderation).getByText('4')).toBeTruthy();
  });
});
