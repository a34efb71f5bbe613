// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUserCard } from '@cardbinder/shared/testing/user-card';
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

const CARDS = Array.from({ length: 250 }, (_, index) =>
  makeUserCard({ user_card_id: index + 1, card_id: 1000 + index, card_number: String(index + 1) }),
);
const ACTIONS = { onEdit: vi.fn(), onFavorite: vi.fn(), onDelete: vi.fn() };

/** The card ids each picture request asked for, in order. */
const pictureRequests = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((url) => url.pathname === '/api/card-images')
    .map((url) => (url.searchParams.get('card_ids') ?? '').split(',').map(Number));

const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, at) => from + at);

describe('<CollectionGallery>', () => {
  it('"Show more" draws only the new tiles and asks only for their pictures', async () => {
    renderAt(<CollectionGallery cards={CARDS} {...ACTIONS} />, {
      path: '/',
      auth: authValue({ status: 'authenticated', user: testUser() }),
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(120);
    await waitFor(() => expect(pictureRequests()).toEqual([ids(1000, 1119)]));
    const drawsBefore = new Map(tileDraws);

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(240);
    await waitFor(() => expect(pictureRequests()).toEqual([ids(1000, 1119), ids(1120, 1239)]));
    // the first page's tiles stay mounted and were not drawn again
    for (const id of ids(1, 120)) expect(tileDraws.get(id)).toBe(drawsBefore.get(id));
    expect(tileDraws.get(121)).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(250);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    await waitFor(() => expect(pictureRequests()).toHaveLength(3));
    expect(pictureRequests()[2]).toEqual(ids(1240, 1249));
  });
});
