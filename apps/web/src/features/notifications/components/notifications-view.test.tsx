// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { jsonFetch, renderRoutes } from '@/test/render';
import { NotificationsView } from './notifications-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.clear();
});

const note = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  notification_id: id,
  notification_type: 'comment',
  item_type: 'series',
  item_id: 3,
  title: `Title ${id}`,
  message: `Message ${id}`,
  is_read: false,
  created_at: new Date(Date.now() - id * 60_000).toISOString(),
  link: '/series/gold',
  ...overrides,
});

function listAnswer(notifications: Notification[]) {
  const unread = notifications.filter((n) => !n.is_read).length;
  return {
    body: {
      success: true,
      notifications,
      counts: { all: notifications.length, unread, read: notifications.length - unread },
    },
  };
}

function show(notifications: Notification[], extra: Record<string, { body: unknown }> = {}) {
  const fetch = vi.fn(jsonFetch({ 'GET /api/notifications': listAnswer(notifications), ...extra }));
  vi.stubGlobal('fetch', fetch);
  const view = renderRoutes(
    [
      { path: '/notifications', element: <NotificationsView /> },
      { path: '/series/gold', element: <p>Gold series page</p> },
    ],
    { path: '/notifications' },
  );
  return { fetch, ...view };
}
const calls = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(
    ([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(url)}`,
  );

describe('NotificationsView', () => {
  it('shows the tabs with counts and each tab’s empty text', async () => {
    show([note(1, { is_read: true })]);
    await screen.findByText('Title 1', undefined, { timeout: 5000 });
    expect(screen.getByRole('tab', { name: 'All 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Unread 0' }));
    expect(screen.getByText("You're all caught up!")).toBeTruthy();
    cleanup();
    show([]);
    await screen.findByText("You don't have any notifications yet.", undefined, { timeout: 5000 });
    fireEvent.click(screen.getByRole('tab', { name: 'Read 0' }));
    expect(screen.getByText('No read notifications')).toBeTruthy();
  });

  it('warns when a bulk action has nothing selected, and confirms a bulk delete with its count', async () => {
    const { fetch } = show([note(1), note(2), note(3)], {
      'POST /api/notifications/bulk': {
        body: { success: true, message: 'Selected notifications deleted', affected: 2 },
      },
    });
    await screen.findByText('Title 1', undefined, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Apply to 0 selected' }));
    expect(toast.getSnapshot().map((t) => t.message)).toContain('No notifications selected');

    fireEvent.click(screen.getByLabelText('Select notification: Title 1'));
    fireEvent.click(screen.getByLabelText('Select notification: Title 3'));
    fireEvent.change(screen.getByLabelText('Bulk action'), { target: { value: 'delete' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply to 2 selected' }));
    const dialog = screen.getByText('Are you sure you want to delete 2 notifications?').closest('dialog')!;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(calls(fetch)).toContain('POST /api/notifications/bulk'));
    const bulkCall = fetch.mock.calls.find(([url]) => String(url) === '/api/notifications/bulk')!;
    expect(JSON.parse(String((bulkCall[1] as RequestInit).body))).toEqual({ action: 'delete', ids: [1, 3] });
    await vi.waitFor(() =>
      expect(toast.getSnapshot().map((t) => t.message)).toContain('Selected notifications deleted'),
    );
  });

  it('select-all picks every shown item', async () => {
    show([note(1), note(2)]);
    await screen.findByText('Title 1', undefined, { timeout: 5000 });
    fireEvent.click(screen.getByLabelText('Select all'));
    expect(screen.getByRole('button', { name: 'Apply to 2 selected' })).toBeTruthy();
  });

  it('a click marks the item read and follows its link', async () => {
    const { fetch } = show([note(4)], {
      'PUT /api/notifications/4/read': { body: { success: true, message: 'Notification marked as read' } },
    });
    fireEvent.click(await screen.findByText('Title 4', undefined, { timeout: 5000 }));
    await screen.findByText('Gold series page');
    expect(calls(fetch)).toContain('PUT /api/notifications/4/read');
  });

  it('shows an item read the moment it is opened, and unread again when the server refuses', async () => {
    const saves: ((answer: Response) => void)[] = [];
    const answers = jsonFetch({ 'GET /api/notifications': listAnswer([note(6, { link: null }), note(7)]) });
    const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'PUT' ? new Promise<Response>((resolve) => saves.push(resolve)) : answers(input, init),
    );
    vi.stubGlobal('fetch', fetch);
    renderRoutes([{ path: '/notifications', element: <NotificationsView /> }], { path: '/notifications' });
    const item = () => screen.getByText('Title 6').closest('li')!;
    await screen.findByText('Title 6', undefined, { timeout: 5000 });
    expect(item().className).toContain('notification--unread');

    fireEvent.click(screen.getByText('Title 6'));
    // before the server has answered: read, and the counts moved
    expect(item().className).not.toContain('notification--unread');
    expect(screen.getByRole('tab', { name: 'Unread 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Read 1' })).toBeTruthy();
    await vi.waitFor(() => expect(saves).toHaveLength(1));
    expect(calls(fetch)).toContain('PUT /api/notifications/6/read');

    saves[0]!(
      new Response(JSON.stringify({ error: 'Internal Server Error', message: 'Try again later' }), {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await vi.waitFor(() => expect(item().className).toContain('notification--unread'));
    expect(screen.getByRole('tab', { name: 'Unread 2' })).toBeTruthy();
    expect(toast.getSnapshot().map((shown) => shown.message)).toContain('Internal Server Error');
  });

  it('asks before clearing the read ones', async () => {
    const { fetch } = show([note(5, { is_read: true })], {
      'DELETE /api/notifications/clear-read': {
        body: { success: true, message: 'Read notifications cleared' },
      },
    });
    await screen.findByText('Title 5', undefined, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Clear read' }));
    const dialog = screen
      .getByText('Are you sure you want to delete all read notifications?')
      .closest('dialog')!;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear read' }));
    await vi.waitFor(() => expect(calls(fetch)).toContain('DELETE /api/notifications/clear-read'));
  });
});
