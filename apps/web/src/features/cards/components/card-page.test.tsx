// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardDetail } from '@cardbinder/shared';
import { CardDetailPage } from '@/app/routes/public/card-detail';
import { collectionChanged } from '@/lib/query-keys';
import { authValue, jsonFetch, renderRoutes, testUser } from '@/test/render';

const team = {
  team_id: 1,
  name: 'Boston Red Sox',
  slug: 'boston-red-sox',
  abbreviation: 'BOS',
  primary_color: '#bd3039',
  secondary_color: '#0c2340',
};
const player = {
  player_id: 5,
  first_name: 'Mookie',
  last_name: 'Betts',
  nick_name: null,
  slug: 'mookie-betts',
};
const parallel = {
  is_base: false,
  is_parallel: true,
  color_hex: null,
  color_name: null,
  card_count: 10,
  card_number: '27',
  print_run: null,
};

const card = {
  card_id: 100,
  card_number: '27',
  card_slug: '27-mookie-betts',
  sort_order: 27,
  print_run: null,
  is_rookie: true,
  is_autograph: false,
  is_relic: true,
  notes: null,
  series_id: 9,
  series_name: '2025 Topps Update',
  series_slug: '2025-topps-update',
  is_parallel: false,
  set_id: 3,
  set_name: 'Topps Update',
  set_slug: 'topps-update',
  set_year: 2025,
  color_name: null,
  color_hex: null,
  color_hex_value: null,
  player_names: 'Mookie Betts',
  player_slug: 'mookie-betts',
  series_rel: {
    series_id: 9,
    name: '2025 Topps Update',
    slug: '2025-topps-update',
    front_image_path: null,
    back_image_path: null,
    print_run_display: null,
  },
  color_rel: null,
  card_player_teams: [{ player, team, is_rookie: true }],
  teams: [team],
  primary_team: team,
  print_run_display: null,
  cyc_population: 4,
  front_image_path: null,
  back_image_path: null,
  prev_card: {
    card_id: 99,
    card_number: '26',
    card_slug: '26-aaron-judge',
    player_names: 'Aaron Judge',
    player_slug: 'aaron-judge',
  },
  next_card: null,
  parallels: [
    {
      ...parallel,
      series_id: 9,
      name: 'Base',
      series_slug: '2025-topps-update',
      is_base: true,
      is_parallel: false,
      print_run_display: null,
      card_id: 100,
      card_slug: '27-mookie-betts',
      is_current: true,
    },
    {
      ...parallel,
      series_id: 10,
      name: 'Gold',
      series_slug: '2025-topps-update-gold',
      print_run_display: '/2025',
      card_id: 200,
      card_slug: '27-mookie-betts',
      is_current: false,
    },
  ],
  primary_photo_url: null,
} satisfies CardDetail;
const ownPhoto = '/api/photos/31/full?exp=1800000000&sig=abc';

const fetchMock = vi.fn(
  jsonFetch({
    'GET /api/card/2025-topps-update/27/mookie-betts': { body: { success: true, card } },
    'GET /api/card-detail/2025/topps-update/2025-topps-update/27-mookie-betts': {
      body: { success: true, card },
    },
    'GET /api/card/2025-topps-update/999/nobody': {
      status: 404,
      body: {
        success: false,
        error: 'Card not found',
        message: 'Card not found',
        series: {
          series_id: 9,
          name: '2025 Topps Update',
          series_slug: '2025-topps-update',
          set_slug: 'topps-update',
          set_year: 2025,
          first_card: { ...card.prev_card, card_number: '1', card_slug: '1-aaron-judge' },
        },
      },
    },
    'GET /api/card/2025-topps-update/27/mine': {
      body: { success: true, card: { ...card, primary_photo_url: ownPhoto } },
    },
    'GET /api/user/cards/100': { body: { cards: [] } },
    'GET /api/cards/100/values': {
      body: {
        success: true,
        card_id: 100,
        values: [
          {
            bucket: 'raw',
            label: 'Raw',
            grading_agency: null,
            grade: null,
            value: 12.5,
            source: 'sales',
            sales_count: 7,
            collector_count: 4,
            first_date: '2026-01-05',
            last_date: '2026-03-02',
            monthly: [],
          },
          {
            bucket: '1:10.0',
            label: 'PSA 10',
            grading_agency: 1,
            grade: 10,
            value: 140,
            source: 'estimates',
            sales_count: 3,
            collector_count: 3,
            first_date: null,
            last_date: null,
            monthly: [],
          },
        ],
      },
    },
    'GET /api/comments/card/100': {
      body: { comments: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } },
    },
  }),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/card/:seriesSlug/:cardNumber/:playerSlug', element: <CardDetailPage /> },
  { path: '/sets/:year/:setSlug/:seriesSlug/:cardSlug', element: <CardDetailPage /> },
];

describe('card page', () => {
  it('shows the card with tags, team circle links, its values by grade and a title', async () => {
    renderRoutes(routes, { path: '/card/2025-topps-update/27/mookie-betts' });
    await screen.findByRole('heading', { name: /#27/ });
    expect(screen.getByText('RC')).toBeTruthy();
    expect(screen.getByText('RELIC')).toBeTruthy();
    expect(screen.queryByText('AUTO')).toBeNull();
    expect(screen.getByRole('link', { name: /Boston Red Sox$/ }).getAttribute('href')).toBe(
      '/teams/boston-red-sox',
    );
    expect(screen.getByRole('link', { name: 'Mookie Betts' }).getAttribute('href')).toBe(
      '/players/mookie-betts',
    );
    // one side at a time: the front tab is open
    expect(screen.getAllByText('No Image')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Front' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findAllByText('$12.50')).toHaveLength(2);
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toContain('Raw$12.507 sales from 4 collectorsJan 5, 2026 – Mar 2, 2026');
    expect(rows).toContain('PSA 10$140.003 estimates from 3 collectorsCollectors’ estimates');
    expect(screen.queryByRole('button', { name: 'Add to Collection' })).toBeNull();
    expect(screen.getByRole('link', { name: /Search eBay/ }).getAttribute('href')).toContain(
      encodeURIComponent('2025 Topps Update Mookie Betts #27'),
    );
    await waitFor(() => expect(document.title).toBe('#27 Mookie Betts - 2025 Topps Update - CardBinder'));
  });

  it("shows the signed-in collector's own primary photo instead of 'No Image', fresh after photo changes", async () => {
    const auth = authValue({ status: 'authenticated', user: testUser() });
    const { queryClient } = renderRoutes(routes, { path: '/card/2025-topps-update/27/mine', auth });
    const photo = await screen.findByRole('img', { name: 'Your copy of card #27' });
    expect(photo.getAttribute('src')).toBe(ownPhoto);
    expect(screen.queryByText('No Image')).toBeNull();
    const detailCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/card/2025-topps-update/27/mine'));
    expect(detailCalls()).toHaveLength(1);
    await collectionChanged(queryClient);
    expect(detailCalls()).toHaveLength(2);
    fireEvent.click(screen.getByRole('tab', { name: 'Back' }));
    expect(screen.getAllByText('No Image')).toHaveLength(1);
  });

  it('links to the previous card in the same address form and has no next link at the end', async () => {
    renderRoutes(routes, { path: '/sets/2025/topps-update/2025-topps-update/27-mookie-betts' });
    const prev = await screen.findByRole('link', { name: /Previous card/ });
    expect(prev.getAttribute('href')).toBe('/sets/2025/topps-update/2025-topps-update/26-aaron-judge');
    expect(screen.queryByRole('link', { name: /Next card/ })).toBeNull();
  });

  it('switches to a parallel through the dropdown', async () => {
    const { router } = renderRoutes(routes, { path: '/card/2025-topps-update/27/mookie-betts' });
    const select = await screen.findByLabelText('Parallels (1)');
    fireEvent.change(select, { target: { value: '200' } });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/card/2025-topps-update-gold/27/mookie-betts'),
    );
  });

  it('goes to the first card of the series when the card is missing', async () => {
    const { router } = renderRoutes(routes, { path: '/card/2025-topps-update/999/nobody' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/card/2025-topps-update/1/aaron-judge'));
  });
});
