// @vitest-environment node
import '@/test/dom.mjs';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast/toast-store';
import { authValue, jsonFetch, renderAt, testUser } from '@/test/render';
import { createSelectionStore } from '../lib/selection-store';
import { BulkActionBar } from './bulk-action-bar';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LOCATIONS = [{ user_location_id: 4, location: 'Binder', is_dashboard: true, card_count: 0 }];
const UNDO_ID = '11111111-1111-4111-8111-111111111111';

function renderBar(shownIds: number[]) {
  const store = createSelectionStore();
  renderAt(<BulkActionBar store={store} shownIds={shownIds} locations={LOCATIONS} />, {
    path: '/',
    auth: authValue({ status: 'authenticated', user: testUser() }),
  });
  return store;
}

const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input, init]) => ({ url: new URL(String(input), 'http://x').pathname, body: init?.body }));

describe('<BulkActionBar>', () => {
  it('is hidden until Multiple selection is on, then counts the chosen cards', () => {
    const store = renderBar([1, 2, 3]);
    expect(screen.queryByRole('region', { name: 'Multiple selection' })).toBeNull();
    act(() => store.setActive(true));
    expect(screen.getByText('0 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Select all shown (3)' }));
    expect(screen.getByText('3 selected')).toBeTruthy();
    // the for-trade actions come only with the page's for-trade marks (My Collection)
    expect(screen.queryByRole('button', { name: 'Mark for trade' })).toBeNull();
  });

  it('sets the location of every selected card in one call, naming the count, with Undo in the toast', async () => {
    fetchMock.mockImplementation(
      jsonFetch({
        'POST /api/user/cards/bulk-edit': {
          body: { affected: 2, undo_id: UNDO_ID, message: '2 cards updated' },
        },
        [`POST /api/user/cards/bulk-edit/${UNDO_ID}/undo`]: {
          body: { restored: 2, message: 'Undone: 2 cards restored' },
        },
      }),
    );
    const success = vi.spyOn(toast, 'success');
    const store = renderBar([7, 8, 9]);
    act(() => {
      store.setActive(true);
      store.toggle(7, true);
      store.toggle(9, true);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set location' }));
    const dialog = screen.getByRole('dialog', { name: 'Set location of 2 cards' });
    fireEvent.change(within(dialog).getByLabelText('Location'), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to 2 cards' }));

    await waitFor(() => expect(success).toHaveBeenCalled());
    expect(posts()).toEqual([
      {
        url: '/api/user/cards/bulk-edit',
        body: JSON.stringify({ user_card_ids: [7, 9], action: { kind: 'set_location', user_location: 4 } }),
      },
    ]);
    const [message, options] = success.mock.calls[0]!;
    expect(message).toBe('2 cards updated');
    expect(options?.action?.label).toBe('Undo');
    options!.action!.onClick();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Undone: 2 cards restored'));
    expect(posts().at(-1)!.url).toBe(`/api/user/cards/bulk-edit/${UNDO_ID}/undo`);
  });

  it('asks before deleting, naming how many', () => {
    const store = renderBar([1, 2]);
    act(() => {
      store.setActive(true);
      store.selectAll([1, 2]);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete 2 cards?' });
    expect(within(dialog).getByRole('button', { name: 'Delete 2 cards' })).toBeTruthy();
    expect(posts()).toEqual([]);
  });
});
