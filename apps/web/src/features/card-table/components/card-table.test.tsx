// @vitest-environment node
import '@/test/dom.mjs';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Card } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { stubElementScroll } from '@/test/element-scroll';
import { stubElementSizes } from '@/test/element-sizes';
import { idRange, pictureRequests } from '@/test/picture-requests';
import { stubPhoneScreen } from '@/test/phone-screen';
import { authValue, jsonFetch, renderAt, testUser } from '@/test/render';
import { typeOutsideAct } from '@/test/type-outside-act';
import { CardTable, type CardTableProps } from './card-table';

const KEY = ['test', 'cards'];

function card(id: number, overrides: Partial<Card> = {}): Card {
  return {
    card_id: id,
    card_number: String(id),
    card_slug: `${id}-player`,
    sort_order: id,
    print_run: null,
    is_rookie: false,
    is_autograph: false,
    is_relic: false,
    notes: null,
    series_id: 1,
    series_name: 'Base',
    series_slug: '1984-topps-base',
    is_parallel: false,
    set_id: 1,
    set_name: 'Topps',
    set_slug: 'topps',
    set_year: 1984,
    color_name: null,
    color_hex: null,
    player_names: `Player ${id}`,
    player_slug: `player-${id}`,
    card_player_teams: [],
    ...overrides,
  };
}

const CARDS = [
  card(10, { series_name: 'Gold', print_run: 50 }),
  card(2, { series_name: 'Base' }),
  card(1, { series_name: 'Gold', print_run: 5 }),
];

function Harness({ selectionActions }: { selectionActions?: CardTableProps['selectionActions'] } = {}) {
  const query = useQuery<{ cards: Card[] }>({
    queryKey: KEY,
    queryFn: () => ({ cards: [] }),
    enabled: false,
  });
  return (
    <CardTable
      cards={query.data?.cards ?? []}
      cardsQueryKey={KEY}
      csvFileName="test"
      label="Cards"
      selectionActions={selectionActions}
    />
  );
}

function renderTable(signedIn = false, selectionActions?: CardTableProps['selectionActions']) {
  const auth = signedIn ? authValue({ status: 'authenticated', user: testUser() }) : authValue();
  const result = renderAt(<Harness selectionActions={selectionActions} />, { path: '/', auth });
  result.queryClient.setQueryData(KEY, { cards: CARDS.map((c) => ({ ...c, user_card_count: 0 })) });
  return result;
}

const cardNumbers = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

// jsdom lays nothing out; give the scroll box a size so the virtualiser renders rows
beforeAll(() => stubElementSizes());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<CardTable>', () => {
  it('sorts by series first, then by card number numerically, and puts missing print runs last', async () => {
    renderTable();
    await waitFor(() => expect(cardNumbers()).toEqual(['2', '1', '10']));
    expect(screen.getByText('Showing 3 of 3 cards')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Card #/ }));
    expect(cardNumbers()).toEqual(['1', '2', '10']);
    fireEvent.click(screen.getByRole('button', { name: /Card #/ }));
    expect(cardNumbers()).toEqual(['10', '2', '1']);

    fireEvent.click(screen.getByRole('button', { name: /Print Run/ }));
    expect(cardNumbers()).toEqual(['1', '10', '2']);
    fireEvent.click(screen.getByRole('button', { name: /Print Run/ }));
    expect(cardNumbers()).toEqual(['10', '1', '2']);
  });

  it("shows each card's year and set beside its series (a player's cards span sets)", async () => {
    renderTable();
    await waitFor(() => expect(cardNumbers()).toHaveLength(3));
    expect(screen.getByRole('button', { name: /Set \/ Series/ })).toBeTruthy();
    const seriesCell = within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[2]!;
    expect(seriesCell.querySelector('.card-table__set')?.textContent).toBe('1984 Topps');
    expect(within(seriesCell).getByRole('link').textContent).toBe('Base');
  });

  it('echoes each key in the search box at once and filters 10,000 rows after, as deferred work', async () => {
    const many = Array.from({ length: 10_000 }, (_, at) =>
      card(at + 1, { series_name: at % 5000 === 0 ? 'Gold' : 'Base' }),
    );
    const { queryClient } = renderAt(<Harness />, { path: '/' });
    queryClient.setQueryData(KEY, { cards: many });
    await screen.findByText('Showing 10,000 of 10,000 cards', undefined, { timeout: 5000 });
    const box = screen.getByLabelText<HTMLInputElement>('Search cards');
    const table = screen.getByRole('table', { name: 'Cards' });

    typeOutsideAct(box, 'gold');
    // the keystroke's own render: the box shows it while the 10,000 rows it has not filtered yet stay, marked busy
    // (the count is read in the same check as the mark: the deferred filter may finish any time after it)
    let shownWhileBusy: string | null = null;
    await waitFor(() => {
      expect(table.getAttribute('aria-busy')).toBe('true');
      shownWhileBusy = screen.getByText(/^Showing [\d,]+ of 10,000 cards$/).textContent;
    });
    expect(box.value).toBe('gold');
    expect(shownWhileBusy).toBe('Showing 10,000 of 10,000 cards');
    // then React's background render of the filtered rows
    await screen.findByText('Showing 2 of 10,000 cards', undefined, { timeout: 5000 });
    expect(table.getAttribute('aria-busy')).toBeNull();
    expect(cardNumbers()).toEqual(['1', '5001']);
  });

  it('asks for the pictures of the drawn rows a page at a time, not of every card in the table', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ images: {} }));
    vi.stubGlobal('fetch', fetchMock);
    const undoScroll = stubElementScroll();
    try {
      const many = Array.from({ length: 1000 }, (_, at) => card(at + 1));
      const { queryClient } = renderAt(<Harness />, { path: '/' });
      queryClient.setQueryData(KEY, { cards: many });
      await screen.findByText('Showing 1,000 of 1,000 cards');
      // the table opens at card 1: the first page of 120 cards, in the table's order
      await waitFor(() => expect(pictureRequests(fetchMock)).toEqual([idRange(1, 120)]));

      const box = screen.getByRole('table', { name: 'Cards' });
      act(() => {
        box.scrollTop = 500 * 44;
        fireEvent.scroll(box);
      });
      await waitFor(() => expect(cardNumbers()).toContain('501'));
      await waitFor(() => expect(pictureRequests(fetchMock)).toEqual([idRange(1, 120), idRange(481, 600)]));
    } finally {
      undoScroll();
    }
  });

  it("keeps a row's thumbnail while the pictures of a new search's rows are on their way", async () => {
    const front = {
      card_image_id: 5,
      side: 'front' as const,
      hash: 'a'.repeat(64),
      width: 1400,
      height: 1960,
      contributor: { username: 'shoebox_sam', profile_public: true },
    };
    let answerLater: (() => void) | undefined;
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const ids = new URL(String(input), 'http://x').searchParams.get('card_ids');
      const answer = Response.json({ images: { '2': { front, back: null } } });
      // the first page answers at once; the searched rows' page only when the test says
      return ids === '1,2,10' ? answer : new Promise((resolve) => (answerLater = () => resolve(answer)));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderTable();
    const pictureOf2 = () => screen.queryByRole('img', { name: /#2\b/ });
    await waitFor(() => expect(pictureOf2()).not.toBeNull());

    fireEvent.change(screen.getByLabelText('Search cards'), { target: { value: 'Player 2' } });
    await waitFor(() => expect(cardNumbers()).toEqual(['2']));
    await waitFor(() => expect(answerLater).toBeDefined());
    expect(pictureOf2()).not.toBeNull();
    answerLater!();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(pictureOf2()).not.toBeNull();
  });

  it('filters by the search box and counts what is shown', async () => {
    renderTable();
    await waitFor(() => expect(cardNumbers()).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('Search cards'), { target: { value: 'gold' } });
    await waitFor(() => expect(screen.getByText('Showing 2 of 3 cards')).toBeTruthy());
  });

  it('shows OWN and ADD only to signed-in users', async () => {
    renderTable();
    await waitFor(() => expect(cardNumbers()).toHaveLength(3));
    expect(screen.queryByText('OWN')).toBeNull();
    expect(screen.queryByText('ADD')).toBeNull();
    cleanup();
    renderTable(true);
    await waitFor(() => expect(screen.getByText('OWN')).toBeTruthy());
    expect(screen.getByText('ADD')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /to collection$/ })).toHaveLength(3);
  });

  it('selects all in Multiple mode; switching mode clears the selection', async () => {
    renderTable();
    await waitFor(() => expect(cardNumbers()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Multiple' }));
    expect(screen.getByRole('button', { name: 'Add 0 Cards' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByLabelText('Select card 2'));
    expect(screen.getByRole('button', { name: 'Add 1 Card' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Select all cards'));
    expect(screen.getByRole('button', { name: 'Add 3 Cards' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Select all cards'));
    expect(screen.getByRole('button', { name: 'Add 0 Cards' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Select card 1'));
    fireEvent.click(screen.getByRole('button', { name: 'Single' }));
    fireEvent.click(screen.getByRole('button', { name: 'Multiple' }));
    expect(screen.getByRole('button', { name: 'Add 0 Cards' })).toBeTruthy();
  });

  it('shows another feature’s action for the selection in Multiple mode only, with the selected ids', async () => {
    const acted = vi.fn();
    renderTable(true, (cardIds, clear) => (
      <button
        type="button"
        onClick={() => {
          acted([...cardIds].sort());
          clear();
        }}
      >{`Want ${cardIds.length}`}</button>
    ));
    await waitFor(() => expect(cardNumbers()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: /^Want/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Multiple' }));
    fireEvent.click(screen.getByLabelText('Select card 2'));
    fireEvent.click(screen.getByLabelText('Select card 1'));
    fireEvent.click(screen.getByRole('button', { name: 'Want 2' }));
    expect(acted).toHaveBeenCalledWith([1, 2]);
    expect(screen.getByRole('button', { name: 'Want 0' })).toBeTruthy();
  });

  it('asks a visitor to sign in before a bulk add', async () => {
    const error = vi.spyOn(toast, 'error');
    renderTable();
    await waitFor(() => expect(cardNumbers()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Multiple' }));
    fireEvent.click(screen.getByLabelText('Select all cards'));
    fireEvent.click(screen.getByRole('button', { name: 'Add 3 Cards' }));
    expect(error).toHaveBeenCalledWith('Please log in to add cards to your collection');
  });

  it('bulk adds the selection, raises owned counts and leaves Multiple mode', async () => {
    const fetch = vi.fn(
      jsonFetch({
        'POST /api/user/cards/bulk': {
          status: 201,
          body: {
            success: true,
            added: 2,
            user_card_ids: [7, 8],
            message: 'Added 2 cards to your collection',
          },
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const success = vi.spyOn(toast, 'success');
    renderTable(true);
    await waitFor(() => expect(cardNumbers()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Multiple' }));
    fireEvent.click(screen.getByLabelText('Select card 1'));
    fireEvent.click(screen.getByLabelText('Select card 10'));
    fireEvent.click(screen.getByRole('button', { name: 'Add 2 Cards' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Added 2 cards to your collection'));
    // the table's picture lookup is a GET; the add is the one POST
    const [, init] = fetch.mock.calls.find(([, options]) => options?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({ card_ids: [1, 10] });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Cards$/ })).toBeNull());
    const owned = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').at(-2)?.textContent);
    expect(owned).toEqual(['0', '1', '1']);
  });
});

describe('<CardTable> below 600 px', () => {
  let restore: () => void = () => undefined;
  beforeAll(() => {
    restore = stubPhoneScreen();
  });
  afterAll(() => restore());

  const items = () => screen.getAllByRole('listitem');
  const numbers = () => items().map((item) => item.querySelector('.card-item__number')?.textContent);

  it('lists each card as an item with its number, players, year, set and series, and no table', async () => {
    renderTable();
    await waitFor(() => expect(numbers()).toEqual(['2', '1', '10']));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('list', { name: 'Cards' })).toBeTruthy();
    const first = items()[0]!;
    expect(first.getAttribute('aria-posinset')).toBe('1');
    expect(first.getAttribute('aria-setsize')).toBe('3');
    const [cardLink, seriesLink] = within(first).getAllByRole('link');
    expect(cardLink!.textContent).toBe('2Player 2');
    expect(seriesLink!.textContent).toBe('1984 Topps · Base');
    expect(within(items()[1]!).getByText('/5')).toBeTruthy();
  });

  it('tells a card naming nobody by its notes and links it to a page that exists', async () => {
    const { queryClient } = renderTable();
    queryClient.setQueryData(KEY, {
      cards: [
        card(1, { player_names: '', player_slug: '', notes: '1975 Home Run Leaders', user_card_count: 0 }),
      ],
    });
    await waitFor(() => expect(numbers()).toEqual(['1']));
    const [cardLink] = within(items()[0]!).getAllByRole('link');
    expect(cardLink!.textContent).toBe('11975 Home Run Leaders');
    expect(cardLink!.getAttribute('href')).toBe('/card/1984-topps-base/1/-');
  });

  it('sorts from the sort select and its direction button, and filters by the search box', async () => {
    renderTable();
    await waitFor(() => expect(numbers()).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'card_number' } });
    expect(numbers()).toEqual(['1', '2', '10']);
    fireEvent.click(screen.getByRole('button', { name: 'Ascending' }));
    expect(numbers()).toEqual(['10', '2', '1']);
    expect(screen.getByRole('button', { name: 'Descending' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search cards'), { target: { value: 'gold' } });
    await waitFor(() => expect(numbers()).toEqual(['10', '1']));
    expect(screen.getByText('Showing 2 of 3 cards')).toBeTruthy();
  });

  it('shows the owned count and an add button that opens the add-card modal for that card', async () => {
    renderTable(true);
    await waitFor(() => expect(numbers()).toHaveLength(3));
    expect(items().map((item) => item.querySelector('.card-item__own')?.textContent)).toEqual([
      'Own0',
      'Own0',
      'Own0',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Add card 10 to collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Collection' });
    expect(within(dialog).getByText(/Player 10/)).toBeTruthy();
  });

  it('selects cards one by one and all at once in Multiple mode', async () => {
    renderTable(true);
    await waitFor(() => expect(numbers()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Multiple' }));
    expect(screen.queryByRole('button', { name: /to collection$/ })).toBeNull();
    fireEvent.click(screen.getByLabelText('Select card 2'));
    expect(screen.getByRole('button', { name: 'Add 1 Card' })).toBeTruthy();
    expect(items()[0]!.className).toContain('card-table__item--selected');
    expect(items()[0]!.getAttribute('aria-posinset')).toBe('1');
    fireEvent.click(screen.getByLabelText('Select all'));
    expect(screen.getByRole('button', { name: 'Add 3 Cards' })).toBeTruthy();
    expect(items().every((item) => item.className.includes('--selected'))).toBe(true);
  });
});
