// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Series } from '@cardbinder/shared';
import { makeSeries } from '@cardbinder/shared/testing/series';
import { jsonFetch, renderAt } from '@/test/render';
import { SetDetailPage } from './set-detail';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const set = {
  set_id: 1,
  name: 'Topps Update',
  slug: 'topps-update',
  year: 2025,
  organization: 'MLB',
  organization_id: 1,
  organization_name: 'Major League Baseball',
  organization_abbreviation: 'MLB',
  manufacturer_id: 1,
  manufacturer_name: 'Topps',
  is_complete: false,
  thumbnail: null,
  card_count: 700,
  total_card_count: 700,
  series_count: 3,
  has_spreadsheet: false,
};
const series = (id: number, name: string, extra: Partial<Series> = {}) =>
  makeSeries({
    series_id: id,
    name,
    slug: `2025-topps-update-${name.toLowerCase().replace(/\s+/g, '-')}`,
    set_name: 'Topps Update',
    set_slug: 'topps-update',
    is_base: id === 1,
    card_count: 350,
    card_entered_count: 350,
    ...extra,
  });

describe('<SetDetailPage>', () => {
  it('counts, strip labels and the Collapse/Show Parallels toggle', async () => {
    const body = {
      set,
      spreadsheet: null,
      series: [
        series(1, 'Base'),
        series(2, 'Golden Mirror', { is_parallel: true, color_name: 'Gold', print_run_display: '/50' }),
        series(3, 'Rainbow Foil', { color_name: 'Rainbow' }),
      ],
    };
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ 'GET /api/sets/2025/topps-update': { body } })));
    renderAt(<SetDetailPage />, { path: '/sets/2025/topps-update', route: '/sets/:year/:setSlug' });

    expect(await screen.findByRole('heading', { name: '2025 Topps Update' })).toBeTruthy();
    expect(document.title).toBe('2025 Topps Update - CardBinder');
    expect(screen.getByText('BASE')).toBeTruthy();
    expect(screen.getByText('Gold /50')).toBeTruthy();
    expect(screen.queryByText('Download Master Set')).toBeNull();
    expect(screen.getByText('3 of 3 series')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Collapse Parallels' }));
    expect(screen.getByText('1 of 3 series')).toBeTruthy();
    expect(screen.queryByText('Golden Mirror')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show Parallels' }));
    expect(screen.getByText('Golden Mirror')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search series'), { target: { value: '/50' } });
    expect(screen.getByText('1 of 3 series')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Golden Mirror/ }).getAttribute('href')).toBe(
      '/sets/2025/topps-update/2025-topps-update-golden-mirror',
    );
  });

  it('offers the master set only when a spreadsheet exists', async () => {
    const spreadsheet = {
      blob_url: '/files/master.xlsx',
      format: 'xlsx',
      file_size: 10,
      generated_at: '2025-01-01',
    };
    const body = { set, series: [], spreadsheet };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        jsonFetch({
          'GET /api/sets/2025/topps-update': { body },
          'GET /api/spreadsheet-generation/status/1': { body: spreadsheet },
        }),
      ),
    );
    renderAt(<SetDetailPage />, { path: '/sets/2025/topps-update', route: '/sets/:year/:setSlug' });
    const link = await screen.findByRole('link', { name: /Download Master Set/ });
    expect(link.getAttribute('href')).toBe('/files/master.xlsx');
  });
});
