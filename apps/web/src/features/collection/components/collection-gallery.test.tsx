// @vitest-environment node
import '@/test/dom.mjs';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUserCard } from '@cardbinder/shared/testing/user-card';
import { stubElementScroll } from '@/test/element-scroll';
import { stubElementSizes } from '@/test/element-sizes';
import { idRange as ids, pictureRequests as picturesAskedFor } from '@/test/picture-requests';
import { authValue, renderAt, testUser } from '@/test/render';
import { CollectionGallery } from './collection-gallery';

// every tile draws one SelectBox, so its calls count the tiles drawn
const tileDraws = vi.hoisted(() => new Map<number, number>());
vi.mock('./select-box', () => ({
  SelectBox: ({ id }: { id: number }) => {
    tileDraws.set(id, (tileDraws.get(id) ?? 0) + 1);
    return null;
  },
}));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  tileDraws.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => Response.json({ images: {} }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
// jsdom lays nothing out: an 800 px box (three 200 px columns) that keeps the scrollTop it is given
let undo: Array<() => void> = [];
beforeAll(() => {
  undo = [stubElementSizes(), stubElementScroll()];
});
afterAll(() => undo.forEach((each) => each()));

const CARDS = Array.from({ length: 250 }, (_, index) =>
  makeUserCard({ user_card_id: index + 1, card_id: 1000 + index, card_number: String(index + 1) }),
);
const ACTIONS = { onEdit: vi.fn(), onFavorite: vi.fn(), onDelete: vi.fn() };

const pictureRequests = () => picturesAskedFor(fetchMock);

const AUTH = { path: '/', auth: authValue({ status: 'authenticated', user: testUser() }) };
/** the positions (1-based) of the tiles drawn */
const drawnTiles = () =>
  screen.getAllByRole('listitem').map((tile) => Number(tile.getAttribute('aria-posinset')));
const scrollGallery = (top: number) =>
  act(() => {
    const box = screen.getByRole('list', { name: 'My collection' }).parentElement!;
    box.scrollTop = top;
    fireEvent.scroll(box);
  });

describe('<CollectionGallery>', () => {
  it('draws a window of tiles of the whole list, with no "Show more", and asks only for their page of pictures', async () => {
    renderAt(<CollectionGallery cards={CARDS} {...ACTIONS} />, AUTH);
    const first = drawnTiles();
    expect(first[0]).toBe(1);
    expect(first.length).toBeLessThan(30);
    expect(first).toEqual(ids(1, first.length));
    expect(screen.getAllByRole('listitem')[0]!.getAttribute('aria-setsize')).toBe('250');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    await waitFor(() => expect(pictureRequests()).toEqual([ids(1000, 1119)]));

    // halfway down: other tiles, the second page's pictures, none of the first page's again
    scrollGallery(25_000);
    const middle = drawnTiles();
    expect(middle[0]).toBeGreaterThan(first.length);
    expect(middle.every((position) => position > 120 && position <= 240)).toBe(true);
    expect(screen.queryByText('#1')).toBeNull();
    await waitFor(() => expect(pictureRequests()).toEqual([ids(1000, 1119), ids(1120, 1239)]));

    // a small scroll within the rows drawn moves them without drawing a tile again
    const drawsBefore = new Map(tileDraws);
    scrollGallery(25_010);
    expect(drawnTiles()).toEqual(middle);
    for (const position of middle) expect(tileDraws.get(position)).toBe(drawsBefore.get(position));

    // the end: the last tile, and the last page's pictures
    scrollGallery(1_000_000);
    expect(drawnTiles().at(-1)).toBe(250);
    await waitFor(() => expect(pictureRequests()).toHaveLength(3));
    expect(pictureRequests()[2]).toEqual(ids(1240, 1249));
  });

  it('scrolls to a highlighted copy far down the list and marks it', () => {
    renderAt(<CollectionGallery cards={CARDS} highlightId={230} {...ACTIONS} />, AUTH);
    const tile = screen.getAllByRole('listitem').find((each) => each.getAttribute('aria-posinset') === '230');
    expect(tile?.className).toBe('cc-gallery__item cc-gallery__item--highlight');
    expect(drawnTiles()).not.toContain(1);
  });
});
