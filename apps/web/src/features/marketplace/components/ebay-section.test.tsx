// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast/toast-store';
import { jsonFetch, renderAt } from '@/test/render';
import { EbaySection } from './ebay-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.clear();
});

const toasts = () => toast.getSnapshot().map((t) => t.message);
const account = {
  username: 'card_buyer',
  connected_at: '2026-11-01T10:00:00.000Z',
  last_sync: null,
  needs_reconnect: false,
};
const purchase = (id: number, status: string) => ({
  id,
  order_id: `MIX-${id}`,
  title: `Purchase ${id}`,
  price: 12.5,
  currency: 'USD',
  purchase_date: '2026-11-02T10:00:00.000Z',
  seller_name: 'seller',
  is_sports_card: true,
  status,
  matched_card_id: null,
  user_card_id: null,
  confidence: 0.9,
});

function show(answers: Record<string, { status?: number; body: unknown }>, path = '/settings/profile') {
  const fetch = vi.fn(jsonFetch(answers));
  vi.stubGlobal('fetch', fetch);
  renderAt(<EbaySection />, { path, route: '/settings/profile' });
  return fetch;
}

describe('the eBay section of Profile Settings', () => {
  it('offers to connect when the status answers 401, without an error', async () => {
    show({
      'GET /api/ebay/auth/status': {
        status: 401,
        body: { error: 'x', message: 'eBay account not connected' },
      },
    });
    await screen.findByRole('button', { name: 'Connect eBay Account' }, { timeout: 5000 });
    expect(toasts()).toEqual([]);
  });

  it('shows the toast of an error eBay returned with, and strips it from the address', async () => {
    show(
      { 'GET /api/ebay/auth/status': { status: 401, body: { error: 'x', message: 'x' } } },
      '/settings/profile?error=access_denied&state=abc',
    );
    await vi.waitFor(() => expect(toasts()).toContain('eBay connection was cancelled or denied'));
  });

  it('finishes the connection with the returned code and state', async () => {
    const fetch = show(
      {
        'GET /api/ebay/auth/status': { status: 401, body: { error: 'x', message: 'x' } },
        'POST /api/ebay/auth/complete': {
          body: { success: true, message: 'eBay account connected', account },
        },
      },
      '/settings/profile?code=the-code&state=the-state',
    );
    await vi.waitFor(() => expect(toasts()).toContain('eBay account connected'));
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/ebay/auth/complete'));
    expect(JSON.parse(String((call![1] as RequestInit).body))).toEqual({
      code: 'the-code',
      state: 'the-state',
    });
  });

  it('syncs with the result counts, lists 10 recent purchases of N and reviews suggestions', async () => {
    const fetch = show({
      'GET /api/ebay/auth/status': { body: { connected: true, account, dev_tools: false } },
      'GET /api/ebay/sync/purchases': {
        body: {
          success: true,
          purchases: Array.from({ length: 10 }, (_, i) =>
            purchase(i + 1, i ? 'added_to_collection' : 'needs_review'),
          ),
          total: 14,
        },
      },
      'GET /api/ebay/sync/suggestions': {
        body: {
          success: true,
          suggestions: [
            {
              ...purchase(1, 'needs_review'),
              candidates: [
                {
                  card_id: 5,
                  set_year: 2012,
                  set_name: 'Panini Prizm',
                  series_name: 'Brilliance',
                  card_number: '9',
                  players: ['Adrian Beltre'],
                  front_image_url: '/uploads/series/brilliance-front.jpg',
                  reasons: ['year', 'set', 'number', 'player', 'parallel'],
                },
                {
                  card_id: 6,
                  set_year: 2012,
                  set_name: 'Panini Prizm',
                  series_name: 'Base',
                  card_number: '9',
                  players: ['Adrian Beltre'],
                  front_image_url: null,
                  reasons: ['year', 'set', 'number', 'player'],
                },
              ],
            },
          ],
        },
      },
      'POST /api/ebay/sync/orders': {
        body: {
          success: true,
          stats: { newPurchases: 9 },
          automaticProcessing: {
            cardsAddedToCollection: 4,
            cardsSuggestedForReview: 1,
            totalCardsDetected: 6,
          },
        },
      },
      'POST /api/ebay/sync/purchases/1/accept': {
        body: { success: true, message: 'Card added to In Transit', user_card_id: 77 },
      },
      'GET /api/search/universal': {
        body: {
          query: 'beltre prizm',
          took_ms: 3,
          results: [
            {
              type: 'card',
              id: 42,
              title: '#9 Adrian Beltre',
              subtitle: '2012 Panini Prizm · Gold Prizms',
              description: null,
              data: {},
            },
          ],
        },
      },
    });
    expect(await screen.findByText('card_buyer', undefined, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Showing 10 of 14')).toBeTruthy();
    expect(screen.getAllByText('ADDED TO COLLECTION')).toHaveLength(9);
    expect(screen.getByText('NEEDS REVIEW')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sync Now' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'New purchases: 9 · Cards added: 4 · Suggested: 1 · Cards detected: 6',
      ),
    );

    const inbox = screen.getByRole('list', { name: 'Cards that may be Purchase 1' });
    const image = within(inbox).getByRole('img', {
      name: 'Front of #9 Adrian Beltre, 2012 Panini Prizm Brilliance',
    });
    expect(image.getAttribute('src')).toBe('/uploads/series/brilliance-front.jpg');
    // why each card was proposed
    expect(within(inbox).getByText("Matches the title's year, set, number, player, parallel")).toBeTruthy();
    expect(within(inbox).getByText("Matches the title's year, set, number, player")).toBeTruthy();
    expect(
      within(inbox).getByRole('img', { name: 'No image of #9 Adrian Beltre, 2012 Panini Prizm Base' }),
    ).toBeTruthy();
    fireEvent.click(within(inbox).getAllByRole('button', { name: 'Add this card' })[0]!);
    await vi.waitFor(() => expect(toasts()).toContain('Card added to In Transit'));
    const accept = fetch.mock.calls.find(([url]) =>
      String(url).endsWith('/api/ebay/sync/purchases/1/accept'),
    );
    expect(JSON.parse(String((accept![1] as RequestInit).body))).toEqual({ card_id: 5 });

    fireEvent.change(screen.getByLabelText('Search for another card'), { target: { value: 'beltre prizm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText(/Gold Prizms/);
    const found = screen.getByText(/Gold Prizms/).closest('li')!;
    fireEvent.click(within(found).getByRole('button', { name: 'Add this card' }));
    await vi.waitFor(() =>
      expect(
        fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/ebay/sync/purchases/1/accept')).length,
      ).toBe(2),
    );
    const second = fetch.mock.calls.filter(([url]) =>
      String(url).endsWith('/api/ebay/sync/purchases/1/accept'),
    )[1];
    expect(JSON.parse(String((second![1] as RequestInit).body))).toEqual({ card_id: 42 });
  }, 15_000);

  it('tells the user when the status check fails for another reason', async () => {
    show({ 'GET /api/ebay/auth/status': { status: 500, body: { error: 'x', message: 'x' } } });
    await vi.waitFor(() => expect(toasts()).toContain('Failed to check eBay connection status'));
  });

  it('shows DEV TOOLS behind a toggle when the server has them', async () => {
    const fetch = show({
      'GET /api/ebay/auth/status': { body: { connected: true, account, dev_tools: true } },
      'GET /api/ebay/sync/purchases': { body: { success: true, purchases: [], total: 0 } },
      'GET /api/ebay/sync/suggestions': { body: { success: true, suggestions: [] } },
      'POST /api/ebay/test/mock-sync': {
        body: {
          success: true,
          stats: { newPurchases: 9 },
          automaticProcessing: {
            cardsAddedToCollection: 4,
            cardsSuggestedForReview: 1,
            totalCardsDetected: 6,
          },
        },
      },
    });
    const toggle = await screen.findByLabelText('DEV TOOLS', undefined, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Smart Sync' })).toBeNull();
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Mock Sync: mixed realistic' }));
    await vi.waitFor(() => expect(toasts()).toContain('Cards added: 4'));
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/ebay/test/mock-sync'));
    expect(JSON.parse(String((call![1] as RequestInit).body))).toEqual({ scenario: 'mixed_realistic' });
  });
});
