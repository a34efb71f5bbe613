// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch, renderAt } from '@/test/render';
import { NotificationSettingsPanel } from './notification-settings-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<NotificationSettingsPanel>', () => {
  it('offers only the kinds something can send today', async () => {
    const settings = {
      comment: true,
      achievement: true,
      collection: true,
      system: false,
      trade: true,
      trade_mail: false,
    };
    vi.stubGlobal('fetch', jsonFetch({ 'GET /api/notifications/settings': { body: { settings } } }));
    renderAt(<NotificationSettingsPanel />, { path: '/' });
    await screen.findByRole('checkbox', { name: /Comments/ }, { timeout: 5000 });
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((box) => box.parentElement?.textContent)).toEqual([
      'Comments on cards, series and sets you follow',
      'Achievements you earn',
      // eBay background syncs tell what they added
      'Changes to your collection',
      'Account and security (password changes, new sign-ins)',
      'Trades: proposals, answers, shipping and messages',
      'Also send trade notifications by e-mail',
    ]);
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([
      true,
      true,
      true,
      false,
      true,
      false,
    ]);
  });
});
