// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast/toast-store';
import { authValue, jsonFetch, renderAt, testUser } from '@/test/render';
import { SeriesBulkActions } from './series-bulk-actions';

const LOCATIONS = {
  'GET /api/user/locations': {
    body: {
      success: true,
      locations: [{ user_location_id: 4, location: 'Binder', is_dashboard: true, card_count: 0 }],
    },
  },
};
const ADD_URL = '/api/user/collection/series/12/add';
const REMOVE_URL = '/api/user/collection/series/12/remove';
const SERIES_CARDS_KEY = ['catalogue', 'series-cards', 12, 7];
const COLLECTION_KEY = ['collection', 'stats'];

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

function answer(answers: Parameters<typeof jsonFetch>[0]) {
  fetchMock.mockImplementation(jsonFetch({ ...LOCATIONS, ...answers }));
}

function renderActions(signedIn = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(SERIES_CARDS_KEY, { cards: [] });
  queryClient.setQueryData(COLLECTION_KEY, { total_cards: 0 });
  renderAt(
    <SeriesBulkActions
      seriesId={12}
      seriesName="Gold"
      cardCount={660}
      ownedCount={3}
      catalogueQueryKeys={[['catalogue']]}
    />,
    {
      path: '/',
      queryClient,
      auth: signedIn ? authValue({ status: 'authenticated', user: testUser() }) : authValue(),
    },
  );
  return queryClient;
}

const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input, init]) => ({ url: String(input), body: init?.body }));

async function openAddDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Add Series to Collection' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Series to Collection' });
  await within(dialog).findByRole('option', { name: 'Binder' });
  return dialog;
}

describe('<SeriesBulkActions>', () => {
  it('is not shown to visitors', () => {
    answer({});
    renderActions(false);
    expect(screen.queryByRole('button', { name: 'Add Series to Collection' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Series from Collection' })).toBeNull();
  });

  it('requires a location before adding the series', async () => {
    answer({});
    renderActions();
    const dialog = await openAddDialog();
    expect(within(dialog).getByText(/Adds one copy of each of the 660 cards of/)).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: 'Select a location' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Series' }));
    expect(
      await within(dialog).findByText('Please select a location for the cards of this series'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Location').getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toEqual([]);
  });

  it('adds the series into the chosen location with one call and refreshes owned counts', async () => {
    answer({
      [`POST ${ADD_URL}`]: {
        status: 201,
        body: {
          success: true,
          added: 660,
          user_card_ids: [1, 2],
          message: 'Added 660 cards to your collection',
        },
      },
    });
    const success = vi.spyOn(toast, 'success');
    const queryClient = renderActions();
    const dialog = await openAddDialog();
    fireEvent.change(within(dialog).getByLabelText('Location'), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Series' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Added 660 cards to your collection'));
    expect(posts()).toEqual([{ url: ADD_URL, body: JSON.stringify({ user_location: 4 }) }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(queryClient.getQueryState(SERIES_CARDS_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(COLLECTION_KEY)?.isInvalidated).toBe(true);
  });

  it('shows the server’s message, else the spec’s text, when adding fails', async () => {
    answer({
      [`POST ${ADD_URL}`]: {
        status: 404,
        body: { error: 'Location not found', message: 'Location not found' },
      },
    });
    const error = vi.spyOn(toast, 'error');
    renderActions();
    const dialog = await openAddDialog();
    fireEvent.change(within(dialog).getByLabelText('Location'), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Series' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Location not found'));
    expect(screen.getByRole('dialog', { name: 'Add Series to Collection' })).toBeTruthy();

    answer({ [`POST ${ADD_URL}`]: { status: 502, body: {} } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Series' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to add series to collection'));
  });

  it('shows busy labels and disables both buttons while the call runs', async () => {
    answer({});
    let release: (response: Response) => void = () => undefined;
    const locations = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      init?.method === 'POST'
        ? new Promise<Response>((resolve) => (release = resolve))
        : locations(input, init),
    );
    renderActions();
    const dialog = await openAddDialog();
    fireEvent.change(within(dialog).getByLabelText('Location'), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Series' }));

    const busy = await within(dialog).findByRole('button', { name: 'Adding...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const header = screen.getAllByRole('button', { name: 'Adding...' }).find((button) => button !== busy);
    expect((header as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Remove Series from Collection' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    release(
      Response.json({
        success: true,
        added: 1,
        user_card_ids: [1],
        message: 'Added 1 card to your collection',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for confirmation, then removes one basic copy of each card', async () => {
    answer({
      [`POST ${REMOVE_URL}`]: {
        body: {
          success: true,
          removed: 3,
          kept_in_trades: 0,
          user_card_ids: [5, 6, 7],
          message: 'Removed 3 cards from your collection',
        },
      },
    });
    const success = vi.spyOn(toast, 'success');
    const queryClient = renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Series from Collection' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Series from Collection' });
    expect(within(dialog).getByText(/Removes one basic copy of each card of/).textContent).toContain(
      'the oldest copy that is ungraded and has no aftermarket autograph',
    );
    expect(within(dialog).getByText(/Graded and autographed copies.* are kept/)).toBeTruthy();
    expect(posts()).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Series' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Removed 3 cards from your collection'));
    expect(posts()).toEqual([{ url: REMOVE_URL, body: undefined }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(queryClient.getQueryState(SERIES_CARDS_KEY)?.isInvalidated).toBe(true);
  });

  it('shows the spec’s text when removing fails without a server message', async () => {
    answer({ [`POST ${REMOVE_URL}`]: { status: 500, body: {} } });
    const error = vi.spyOn(toast, 'error');
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Series from Collection' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Series from Collection' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Series' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to remove series from collection'));
  });

  it('cancelling the confirmation removes nothing', () => {
    answer({});
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Series from Collection' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Series from Collection' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts()).toEqual([]);
  });
});
