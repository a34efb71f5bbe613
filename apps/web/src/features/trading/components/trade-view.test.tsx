// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TradeDetail, TradeItem } from '@cardbinder/shared';
import { authValue, jsonFetch, renderAt, testUser } from '@/test/render';
import { TradeView } from './trade-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (userCardId: number, giverId: number, number: string, players: string): TradeItem => ({
  user_card_id: userCardId,
  giver_id: giverId,
  card_id: userCardId + 100,
  card_number: number,
  player_names: players,
  series_id: 1,
  series_name: 'Base',
  set_id: 1,
  set_name: 'Topps Chrome',
  set_year: 2024,
  color_hex: null,
  is_rookie: false,
  is_autograph: false,
  is_relic: false,
  card_path: `/sets/2024/topps-chrome/base/${number}`,
  grade_label: userCardId === 1 ? 'PSA 9' : null,
  serial_number: null,
  print_run: null,
  aftermarket_autograph: false,
  received_user_card_id: null,
});

const collector = (id: number, username: string) => ({
  user_id: id,
  username,
  display_name: username,
  avatar_url: null,
});
const side = (id: number, username: string, items: TradeItem[]) => ({
  collector: collector(id, username),
  items,
  value: null,
  shipped_at: null,
  received_at: null,
  feedback: null,
});

const trade = (overrides: Partial<TradeDetail> = {}): TradeDetail => ({
  trade_id: 12,
  status: 'proposed',
  awaiting_user_id: 7,
  closed_reason: null,
  created_at: '2026-01-02T10:00:00Z',
  updated_at: '2026-01-02T10:00:00Z',
  completed_at: null,
  proposer: side(8, 'ann', [item(1, 8, '1', 'Aaron Judge')]),
  recipient: side(7, 'mookie50', [item(2, 7, '2', 'Juan Soto')]),
  history: [{ action: 'proposed', actor: 'ann', status: 'proposed', created_at: '2026-01-02T10:00:00Z' }],
  actions: ['accept', 'decline', 'counter', 'withdraw'],
  ...overrides,
});

const messages = {
  success: true,
  messages: [
    {
      message_id: 1,
      text: '<b>Judge</b> for Soto?',
      created_at: '2026-01-02T10:00:00Z',
      author: collector(8, 'ann'),
    },
  ],
  pagination: { page: 1, limit: 100, total: 1, totalPages: 1 },
};

const signedIn = authValue({ status: 'authenticated', user: testUser() });

describe('<TradeView>', () => {
  it('shows what each side gives, the steps the viewer may take and the conversation as text', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/trades/12': { body: { success: true, trade: trade() } },
        'GET /api/trades/12/messages': { body: messages },
      }),
    );
    renderAt(<TradeView tradeId={12} />, { path: '/trades/12', auth: signedIn });
    const give = await screen.findByRole('region', { name: 'You give' }, { timeout: 5000 });
    expect(give.textContent).toContain('Juan Soto');
    expect(screen.getByRole('region', { name: 'You get from @ann' }).textContent).toContain('PSA 9');
    for (const name of ['Accept', 'Decline', 'Withdraw', 'Counter'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark shipped' })).toBeNull();
    // message text is text: the markup shows as typed, no element is made from it
    await screen.findByText('<b>Judge</b> for Soto?');
    expect(document.querySelector('.trade-thread b')).toBeNull();
  });

  it('sends a step and shows the server’s refusal', async () => {
    const fetch = jsonFetch({
      'GET /api/trades/12': {
        body: {
          success: true,
          trade: trade({ status: 'accepted', awaiting_user_id: null, actions: ['ship'] }),
        },
      },
      'GET /api/trades/12/messages': { body: messages },
      'POST /api/trades/12/ship': {
        status: 409,
        body: {
          error: 'You already marked your cards shipped',
          message: 'You already marked your cards shipped',
        },
      },
    });
    const spy = vi.fn(fetch);
    vi.stubGlobal('fetch', spy);
    renderAt(<TradeView tradeId={12} />, { path: '/trades/12', auth: signedIn });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark shipped' }, { timeout: 5000 }));
    await waitFor(() =>
      expect(
        spy.mock.calls.some(
          ([url, init]) => String(url).endsWith('/api/trades/12/ship') && init?.method === 'POST',
        ),
      ).toBe(true),
    );
  });

  it('says so when the trade is not the viewer’s', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        'GET /api/trades/12': { status: 404, body: { error: 'Trade not found', message: 'Trade not found' } },
      }),
    );
    renderAt(<TradeView tradeId={12} />, { path: '/trades/12', auth: signedIn });
    expect(await screen.findByRole('heading', { name: 'Trade not found' }, { timeout: 5000 })).toBeTruthy();
  });
});
