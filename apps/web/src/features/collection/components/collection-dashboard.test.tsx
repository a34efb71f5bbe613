// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { TOKEN_STORAGE_KEY } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { createQueryClient } from '@/lib/query-client';
import { stubElementSizes } from '@/test/element-sizes';
import { authValue, jsonFetch, renderAt, testUser } from '@/test/render';
import { typeOutsideAct } from '@/test/type-outside-act';
import { prefetchDashboard } from '../api/prefetch-dashboard';
import { DASHBOARD_CARDS, dashboardAnswers } from '../test/dashboard-fixtures';
import { CollectionDashboard } from './collection-dashboard';

const fetchMock = vi.fn(dashboardAnswers);

beforeAll(() => stubElementSizes());
beforeEach(() => {
  fetchMock.mockClear();
  fetchMock.mockImplementation(dashboardAnswers);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const calledPaths = () =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

const listCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/user/collection/cards')
    .map((url) => url.search);

const renderDashboard = (path = '/collection', queryClient?: QueryClient) =>
  renderAt(<CollectionDashboard />, {
    path,
    route: '/collection',
    auth: authValue({ status: 'authenticated', user: testUser() }),
    queryClient,
  });

const codes = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent);

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('<CollectionDashboard>', () => {
  it('selects dashboard locations first and combines the trait toggles', async () => {
    renderDashboard();
    await screen.findByText('Showing 4 of 4 cards');
    expect(listCalls()[0]).toBe('?location_id=4');
    // the header stats are asked once the list has come
    expect(await screen.findByText('$1,234', {}, { timeout: 5000 })).toBeTruthy();
    expect(calledPaths().indexOf('/api/user/collection/stats')).toBeGreaterThan(
      calledPaths().indexOf('/api/user/collection/cards'),
    );

    fireEvent.click(screen.getByRole('button', { name: /Autos/ }));
    fireEvent.click(screen.getByRole('button', { name: /Graded/ }));
    await waitFor(() => expect(listCalls()).toContain('?location_id=4&is_autograph=true&has_grade=true'));

    fireEvent.click(screen.getByRole('button', { name: /^Binder/ }));
    await waitFor(() =>
      expect(listCalls().at(-1)).toBe('?only_unassigned=true&is_autograph=true&has_grade=true'),
    );
  });

  it('orders by sort_order, then numeric card number, then text, and searches', async () => {
    renderDashboard();
    await screen.findByText('Showing 4 of 4 cards');
    expect(codes()).toEqual(['C4XY', 'C3XY', 'C2XY', 'C1XY']);
    expect(screen.getByText('PSA 9.5')).toBeTruthy();
    expect(screen.getAllByText('03/07/25')).toHaveLength(4);

    fireEvent.click(screen.getByRole('button', { name: /^CARD #/ }));
    await waitFor(() => expect(codes()).toEqual(['C3XY', 'C2XY', 'C4XY', 'C1XY']));

    fireEvent.change(screen.getByPlaceholderText('Search collection...'), { target: { value: 'dad' } });
    await screen.findByText('Showing 1 of 4 cards');
  });

  it('echoes the search typed at once and filters the list after it, as deferred work', async () => {
    renderDashboard();
    await screen.findByText('Showing 4 of 4 cards');
    const box = screen.getByPlaceholderText<HTMLInputElement>('Search collection...');
    const table = screen.getByRole('table', { name: 'My collection' });

    typeOutsideAct(box, 'dad');
    // read at the same moment as the busy mark: the deferred filter may finish any time after it
    let shownWhileBusy: string | null = null;
    await waitFor(() => {
      expect(table.getAttribute('aria-busy')).toBe('true');
      shownWhileBusy = screen.getByText(/^Showing \d+ of 4 cards$/).textContent;
    });
    expect(box.value).toBe('dad');
    expect(shownWhileBusy).toBe('Showing 4 of 4 cards');
    await screen.findByText('Showing 1 of 4 cards', undefined, { timeout: 5000 });
    expect(table.getAttribute('aria-busy')).toBeNull();
  });

  it('turns a star at the click and keeps it while the save runs, then turns it back when the save fails', async () => {
    const saves: ((answer: Response) => void)[] = [];
    fetchMock.mockImplementation((input, init) =>
      init?.method === 'PUT'
        ? new Promise<Response>((resolve) => saves.push(resolve))
        : dashboardAnswers(input, init),
    );
    renderDashboard();
    await screen.findByText('Showing 4 of 4 cards');
    const row = () => screen.getAllByRole('row').find((each) => each.textContent.includes('C1XY'))!;
    const star = () => within(row()).getByRole('button', { name: /favorites$/ });

    fireEvent.click(star());
    // before the server has answered
    expect(star().getAttribute('aria-label')).toBe('Remove from favorites');
    expect(star().getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(star().getAttribute('aria-pressed')).toBe('true');

    saves[0]!(
      new Response(JSON.stringify({ error: 'Internal Server Error', message: 'The database is away' }), {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('false'));
    expect(toast.getSnapshot().map((shown) => shown.message)).toContainEqual(
      expect.stringMatching(/^Failed to update favorite status/),
    );
  });

  it('keeps a turned star once the save answers and the list is read again', async () => {
    const favourite = { ...DASHBOARD_CARDS[0]!, is_special: true };
    let saved = false;
    const json = (body: unknown) =>
      Promise.resolve(
        new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
      );
    fetchMock.mockImplementation((input, init) => {
      if (init?.method === 'PUT') {
        saved = true;
        return json({ success: true, card: favourite, message: 'Card updated successfully' });
      }
      if (saved && new URL(String(input), 'http://localhost').pathname === '/api/user/collection/cards')
        return json({ success: true, cards: [favourite, ...DASHBOARD_CARDS.slice(1)], total: 4 });
      return dashboardAnswers(input, init);
    });
    renderDashboard();
    await screen.findByText('Showing 4 of 4 cards');
    const row = () => screen.getAllByRole('row').find((each) => each.textContent.includes('C1XY'))!;
    fireEvent.click(within(row()).getByRole('button', { name: 'Add to favorites' }));
    await waitFor(() =>
      expect(toast.getSnapshot().map((shown) => shown.message)).toContain('Added to favorites'),
    );
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(1));
    expect(within(row()).getByRole('button', { name: 'Remove from favorites' })).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ is_special: true });
  });

  it('totals value, cost and gain of exactly the entries shown, following the search', async () => {
    renderDashboard();
    await screen.findByText('Showing 4 of 4 cards');
    const tile = (name: string) =>
      screen.getByText(name, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;
    await waitFor(() => expect(tile('Value')).toBe('$1,234'));
    expect(tile('Cost')).toBe('$100');
    expect(tile('Gain')).toBe('+$1,134');

    fireEvent.change(screen.getByPlaceholderText('Search collection...'), { target: { value: 'dad' } });
    await screen.findByText('Showing 1 of 4 cards');
    await waitFor(() => expect(tile('Value')).toBe('$1,000'));
    expect(tile('Cost')).toBe('$100');
    expect(tile('Gain')).toBe('+$900');
  });

  it('shows a dash, not $0, for the totals until the list has answered', async () => {
    let answerList: () => void = () => undefined;
    const listAnswered = new Promise<void>((resolve) => (answerList = resolve));
    fetchMock.mockImplementation(async (input, init) => {
      if (new URL(String(input), 'http://localhost').pathname === '/api/user/collection/cards')
        await listAnswered;
      return dashboardAnswers(input, init);
    });
    renderDashboard();
    const values = await screen.findByLabelText('Value of the cards shown');
    const tile = (name: string) =>
      within(values).getByText(name, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;
    expect(tile('Value')).toBe('—');
    expect(tile('Gain')).toBe('—');
    expect(values.getAttribute('aria-busy')).toBe('true');
    answerList();
    await waitFor(() => expect(tile('Value')).toBe('$1,234'));
    expect(values.getAttribute('aria-busy')).toBe('false');
  });

  it('downloads the CSV with the spec columns', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderDashboard();
    await screen.findByText('Showing 4 of 4 cards');
    // the entries' values have come
    await screen.findByText('$1,234');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalled();
    const text = (await readBlob(blobs[0]!)).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Code,Card Number,Players,Series,Serial,Color,Photo Count,AUTO,RELIC,Purchase Price,Estimated Value,Current Value,Location,Date Added,Grade,Aftermarket Autograph,Notes',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/^C4XY,300,/);
    // each entry's value is its Current Value: the card's value for entry 1, the estimate for entry 3
    const currentValues = lines.slice(1).map((line) => line.split(',')[11]);
    expect(currentValues.sort()).toEqual(['', '', '1000.00', '234.00']);
    // the import sits beside the download
    expect(screen.getByRole('link', { name: 'Import' }).getAttribute('href')).toBe('/collection/import');
  });

  it('marks the highlight row from the query string', async () => {
    renderDashboard('/collection?highlight=2');
    await screen.findByText('Showing 4 of 4 cards');
    const row = document.querySelector('[data-user-card-id="2"]');
    expect(row?.className).toContain('cc-table__row--highlight');
  });
});

const statsOf = (total: number) => ({
  success: true,
  stats: {
    total_cards: total,
    total_value: 0,
    unique_cards: total,
    unique_players: 0,
    unique_series: 0,
    rookie_cards: 0,
    autograph_cards: 0,
    relic_cards: 0,
    graded_cards: 0,
  },
});

/** The dashboard's calls with other locations, and a list call that honours the location filter. */
function answersWith(locations: object[], totalCards: number) {
  const others = jsonFetch({
    'GET /api/user/locations': { body: { success: true, locations } },
    'GET /api/user/collection/stats': { body: statsOf(totalCards) },
    'GET /api/user/collection/cards/teams-with-players': { body: { success: true, teams: [] } },
  });
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/user/collection/cards') return others(input, init);
    const cards = url.searchParams.has('only_unassigned') ? [] : DASHBOARD_CARDS.slice(0, totalCards);
    return new Response(JSON.stringify({ success: true, cards, total: cards.length }), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

describe('<CollectionDashboard> location state', () => {
  it('says which locations are shown and that cards without one are hidden; Show all lists every card', async () => {
    renderDashboard();
    await screen.findByText('Showing 4 of 4 cards');
    expect(screen.getByText('Showing Binder. Cards without a location are hidden.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Autos/ }));
    await waitFor(() => expect(listCalls().at(-1)).toBe('?location_id=4&is_autograph=true'));

    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    // no location filter at all: every location and the cards without one, the other filters cleared
    await waitFor(() => expect(listCalls().at(-1)).toBe(''));
    expect(screen.getByText('Showing every location and the cards without a location.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show all' })).toBeNull();
    expect(screen.getByRole('button', { name: /^Box/ }).getAttribute('aria-pressed')).toBe('true');

    // picking a location goes back to the spec's rule
    fireEvent.click(screen.getByRole('button', { name: /^Box/ }));
    await waitFor(() => expect(listCalls().at(-1)).toBe('?location_id=4'));
    expect(screen.getByText('Showing Binder. Cards without a location are hidden.')).toBeTruthy();
  });

  it('explains an empty list when every location is hidden, and Show all brings the cards back', async () => {
    fetchMock.mockImplementation(
      answersWith([{ user_location_id: 4, location: 'Binder', is_dashboard: false, card_count: 4 }], 4),
    );
    renderDashboard();
    await screen.findByText('No location selected: showing only cards without a location.');
    expect(listCalls()[0]).toBe('?only_unassigned=true');
    expect(
      await screen.findByText('No cards in the locations and filters shown. Your collection holds 4 cards.'),
    ).toBeTruthy();
    expect(screen.getByText('Showing 0 of 0 cards')).toBeTruthy();

    const [scopeButton, listButton] = screen.getAllByRole('button', { name: 'Show all' });
    expect(scopeButton).toBeTruthy();
    fireEvent.click(listButton!);
    await screen.findByText('Showing 4 of 4 cards');
    expect(screen.queryByText(/No cards in the locations/)).toBeNull();
  });

  it('gives a collector without cards next steps that lead to existing pages, not a bare table', async () => {
    fetchMock.mockImplementation(answersWith([], 0));
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Your collection is empty' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Showing 0 of 0 cards')).toBeNull();
    expect(screen.queryByPlaceholderText('Search collection...')).toBeNull();
    const steps = within(screen.getByRole('region', { name: 'Your collection is empty' }));
    const targets = steps.getAllByRole('link').map((link) => link.getAttribute('href'));
    // the app's search and sets pages (a whole series is added from a series page under /sets), and the import
    expect(new Set(targets)).toEqual(new Set(['/search', '/sets', '/collection/import']));
  });
});

describe('prefetchDashboard', () => {
  it('asks for locations, then the default dashboard cards, and the dashboard renders from that cache', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token');
    const queryClient = createQueryClient();
    await prefetchDashboard(queryClient);
    expect(calledPaths()).toEqual([
      '/api/user/locations',
      '/api/user/collection/cards',
      '/api/user/achievements/stats',
      '/api/user/collection/values',
      '/api/user/collection/stats',
      '/api/user/collection/cards/teams-with-players',
    ]);
    expect(listCalls()).toEqual(['?location_id=4']);

    fetchMock.mockClear();
    renderDashboard('/collection', queryClient);
    // the first render already has the rows: no loading line, and no call of any kind
    expect(screen.queryByText('Loading cards…')).toBeNull();
    expect(screen.getByText('Showing 4 of 4 cards')).toBeTruthy();
    expect(screen.getByText('$1,234')).toBeTruthy();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does nothing for a visitor without a session token', async () => {
    await prefetchDashboard(createQueryClient());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fails silently; the dashboard then asks again and shows the list', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'expired-token');
    const show = vi.spyOn(toast, 'show');
    fetchMock.mockImplementation(jsonFetch({}));
    const queryClient = createQueryClient();
    await expect(prefetchDashboard(queryClient)).resolves.toBeUndefined();
    expect(listCalls()).toEqual([]);

    fetchMock.mockImplementation(dashboardAnswers);
    renderDashboard('/collection', queryClient);
    await screen.findByText('Showing 4 of 4 cards');
    expect(listCalls()).toEqual(['?location_id=4']);
    expect(show).not.toHaveBeenCalled();
  });
});
