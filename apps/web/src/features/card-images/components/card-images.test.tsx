// @vitest-environment node
import '@/test/dom.mjs';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublishedCardImage } from '@cardbinder/shared';
import { stubElementScroll } from '@/test/element-scroll';
import { stubElementSizes } from '@/test/element-sizes';
import { jsonFetch, renderAt } from '@/test/render';
import { CardImageGrid } from './card-image-grid';
import { CardImageViewer } from './card-image-viewer';
import { SuggestCardImageDialog } from './suggest-card-image-dialog';

const HASH = 'a'.repeat(64);
const front: PublishedCardImage = {
  card_image_id: 5,
  side: 'front',
  hash: HASH,
  width: 1400,
  height: 1960,
  contributor: { username: 'shoebox_sam', profile_public: true },
};
const card = {
  card_id: 100,
  set_year: 2025,
  set_name: 'Topps Update',
  series_name: 'Base',
  card_number: '27',
  player_names: 'Mookie Betts',
};

let answers: Parameters<typeof jsonFetch>[0];
const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => jsonFetch(answers)(input, init));
beforeEach(() => {
  answers = {
    'GET /api/card-images': { body: { images: { '100': { front, back: null } } } },
    'GET /api/user/card-images/consent': { body: { consented: false, terms_version: 1 } },
    'POST /api/user/photos/31/card-image-suggestion': {
      status: 201,
      body: { success: true, message: 'Thank you!', suggestion: {} },
    },
  };
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CardImageViewer', () => {
  it('shows the published front in modern formats with its size, alt text and credit, and switches sides', async () => {
    renderAt(<CardImageViewer card={card} owned />, { path: '/card' });
    const img = await screen.findByRole('img', { name: 'Front of 2025 Topps Update Base #27 Mookie Betts' });
    expect(img.getAttribute('width')).toBe('640');
    expect(img.getAttribute('height')).toBe('896');
    const picture = img.closest('picture')!;
    const types = [...picture.querySelectorAll('source')].map((source) => source.getAttribute('type'));
    expect(types).toEqual(['image/avif', 'image/webp']);
    expect(picture.querySelector('source')!.getAttribute('srcset')).toContain(
      `/api/card-images/files/${HASH}-thumb.avif 240w`,
    );
    expect(screen.getByRole('link', { name: '@shoebox_sam' }).getAttribute('href')).toBe('/shoebox_sam');
    fireEvent.click(screen.getByRole('tab', { name: 'Back' }));
    expect(screen.getByText('No Image')).toBeTruthy();
    // the owner of a card without a back picture is asked for the first one
    expect(screen.getByText(/Be the first to add a picture/)).toBeTruthy();
  });

  it('names a private contributor without a link, and asks nobody who does not own the card', async () => {
    answers['GET /api/card-images'] = {
      body: {
        images: {
          '100': {
            front: { ...front, contributor: { username: 'quiet', profile_public: false } },
            back: null,
          },
        },
      },
    };
    renderAt(<CardImageViewer card={card} owned={false} />, { path: '/card' });
    await screen.findByText('@quiet');
    expect(screen.queryByRole('link', { name: '@quiet' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Back' }));
    expect(screen.queryByText(/Be the first/)).toBeNull();
  });
});

describe('CardImageGrid', () => {
  // jsdom lays nothing out: an 800 px box (six 110 px columns) that keeps the scrollTop it is given
  let undo: Array<() => void> = [];
  beforeAll(() => {
    undo = [stubElementSizes(), stubElementScroll()];
  });
  afterAll(() => undo.forEach((each) => each()));

  const series = Array.from({ length: 887 }, (_, index) => ({
    ...card,
    card_id: 100 + index,
    card_number: String(index + 1),
  }));
  const pictureRequests = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .filter((url) => url.pathname === '/api/card-images')
      .map((url) => (url.searchParams.get('card_ids') ?? '').split(','));

  it('draws a screen of an 887-card series, the first pictures at once, a box for a card without one', async () => {
    renderAt(<CardImageGrid cards={series} hrefOf={(each) => `/c/${each.card_id}`} eagerCount={1} />, {
      path: '/s',
    });
    const img = await screen.findByRole('img', { name: /Front of .* #1 / });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('width')).toBe('240');
    const drawn = screen.getAllByRole('link');
    expect(drawn.length).toBeGreaterThan(6);
    expect(drawn.length).toBeLessThan(80);
    expect(screen.getAllByText('No Image')).toHaveLength(drawn.length - 1);
    const tiles = screen.getAllByRole('listitem');
    expect(tiles[0]!.getAttribute('aria-setsize')).toBe('887');
    // the pictures of the first 120 cards only
    expect(pictureRequests()).toHaveLength(1);
    expect(pictureRequests()[0]).toHaveLength(120);
  });

  it('draws the cards scrolled to and asks for their page of pictures', async () => {
    renderAt(<CardImageGrid cards={series} hrefOf={(each) => `/c/${each.card_id}`} />, { path: '/s' });
    await waitFor(() => expect(pictureRequests()).toHaveLength(1));
    act(() => {
      const box = screen.getByRole('list', { name: 'Cards as pictures' }).parentElement!;
      box.scrollTop = 1_000_000;
      fireEvent.scroll(box);
    });
    const positions = screen.getAllByRole('listitem').map((tile) => tile.getAttribute('aria-posinset'));
    expect(positions.at(-1)).toBe('887');
    expect(screen.queryByRole('link', { name: /#1 / })).toBeNull();
    await waitFor(() => expect(pictureRequests().at(-1)).toContain('986'));
    expect(pictureRequests().at(-1)).toHaveLength(887 - 840);
  });
});

describe('SuggestCardImageDialog', () => {
  it('asks for the consent the first time and sends it with the side', async () => {
    const onClose = vi.fn();
    renderAt(<SuggestCardImageDialog photoId={31} onClose={onClose} />, { path: '/x' });
    await screen.findByText(/EXIF data/);
    const submit = screen.getByRole('button', { name: 'Suggest picture' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText('Back'));
    fireEvent.click(screen.getByLabelText(/I agree to these terms/));
    fireEvent.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ side: 'back', consent: true });
  });
});
