// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch, renderAt } from '@/test/render';
import { NotificationBell } from './notification-bell';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NotificationBell', () => {
  it('shows the unread count from the server, capped at 99+', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({ 'GET /api/notifications/unread-count': { body: { success: true, count: 150 } } }),
    );
    renderAt(<NotificationBell />, { path: '/' });
    const bell = await screen.findByRole('link', { name: 'Notifications, 99+ unread' }, { timeout: 5000 });
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(bell.textContent).toBe('99+');
  });

  it('shows no badge at 0', async () => {
    const fetch = vi.fn(
      jsonFetch({ 'GET /api/notifications/unread-count': { body: { success: true, count: 0 } } }),
    );
    vi.stubGlobal('fetch', fetch);
    renderAt(<NotificationBell />, { path: '/' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Notifications' }).textContent).toBe('');
  });
});
