import type { Series } from '../catalogue/catalogue.schemas';

/** A series for tests: 2025 Topps Base, unparalleled, without colour, print run or pictures, 10 cards. */
export function makeSeries(overrides: Partial<Series> = {}): Series {
  return {
    series_id: 1,
    name: 'Base',
    slug: '2025-topps-base',
    set_id: 1,
    set_name: 'Topps',
    set_slug: 'topps',
    year: 2025,
    is_base: true,
    is_parallel: false,
    parent_series_id: null,
    parallel_parent_name: null,
    color_id: null,
    color_name: null,
    color_hex: null,
    color_hex_value: null,
    print_run_display: null,
    min_print_run: null,
    max_print_run: null,
    front_image_path: null,
    back_image_path: null,
    card_count: 10,
    card_entered_count: 10,
    rc_count: 0,
    rookie_count: 0,
    parallel_count: 0,
    ...overrides,
  };
}
