import { countLabel, seriesPath, seriesStripColors, seriesStripLabel } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import { listSeriesFamily } from '@/modules/catalogue';
import { escapeHtml } from './html-escape';
import type { SeriesPreviewRow } from './link-preview.queries';

interface Strip {
  label: string;
  background: string;
  text: string;
}

/**
 * The top of a series page as the app's SeriesDetailPage draws it for a visitor: colour strip, heading, set line,
 * counts and the closed 'N related parallels' list, then (when it draws the grid's first pictures) the Table/Pictures
 * switch. The
 * first screen draws all of it so that nothing moves when the app takes its place: with the heading alone, the
 * strip, the counts and the switch arriving above the grid pushed its pictures ~280 px down on a phone.
 */
export interface SeriesFirstScreen {
  strip: Strip;
  /** the set, and the parent of a parallel */
  sub: string;
  cards: number;
  rookies: number;
  images: { src: string; alt: string }[];
  parallels: { href: string; name: string; cards: number; strip: Strip }[];
}

const stripOf = (colorName: string | null, colorHex: string | null, printRun: string | null): Strip => ({
  label: seriesStripLabel(colorName, printRun),
  ...seriesStripColors(colorHex),
});

export async function seriesFirstScreen(db: Executor, series: SeriesPreviewRow): Promise<SeriesFirstScreen> {
  const family = await listSeriesFamily(db, series.parent_series_id ?? series.series_id, series.series_id);
  return {
    strip: stripOf(series.color_name, series.color_hex, series.print_run_display),
    sub:
      `${series.year} ${series.set_name}` +
      (series.parallel_parent_name ? ` · Parallel of ${series.parallel_parent_name}` : ''),
    cards: series.card_count,
    rookies: series.rookie_count,
    images: [
      { src: series.front_image_path, alt: `${series.name} front` },
      { src: series.back_image_path, alt: `${series.name} back` },
    ].filter((image): image is { src: string; alt: string } => Boolean(image.src)),
    parallels: family.map((other) => ({
      href: seriesPath(series.year, series.set_slug, other.series_slug),
      name: other.name,
      cards: other.card_count,
      strip: stripOf(other.color_name, other.color_hex, other.print_run_display),
    })),
  };
}

/** lucide's icons as the app draws them (same box, so the text beside them sits where the app puts it) */
const icon = (name: string, paths: string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" ` +
  `stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" ` +
  `class="lucide lucide-${name}" aria-hidden="true">${paths.map((d) => `<path d="${d}"></path>`).join('')}</svg>`;
export const ARROW_LEFT_ICON = icon('arrow-left', ['m12 19-7-7 7-7', 'M19 12H5']);
const CHEVRON_DOWN_ICON = icon('chevron-down', ['m6 9 6 6 6-6']);

/**
 * A strip's colours, as the style attribute the app sets (through the DOM, which the CSP allows). Written into
 * HTML, each such attribute needs its hash in the page's CSP (inlineStylesOf, server.ts); the colours are
 * normalised `#rrggbb` values, so the text the browser hashes is exactly this one.
 */
const stripStyle = (strip: Strip) => `--strip-bg:${strip.background};--strip-text:${strip.text}`;

const stripHtml = (strip: Strip, size: 'sm' | 'lg') =>
  `<span class="series-strip series-strip--${size}" ` +
  `style="${escapeHtml(stripStyle(strip))}">${escapeHtml(strip.label)}</span>`;

/** The style attributes the first screen writes, for the page's CSP. */
export const seriesFirstScreenStyles = (screen: SeriesFirstScreen): string[] => [
  ...new Set([screen.strip, ...screen.parallels.map((other) => other.strip)].map(stripStyle)),
];

function parallelsHtml(parallels: SeriesFirstScreen['parallels']): string {
  if (parallels.length === 0) return '';
  const items = parallels.map(
    (other) =>
      `<li><a class="related-parallels__link" href="${escapeHtml(other.href)}">${stripHtml(other.strip, 'sm')}` +
      `<span>${escapeHtml(other.name)}</span>` +
      `<span class="related-parallels__count">${countLabel(other.cards, 'card')}</span></a></li>`,
  );
  return (
    `<details class="related-parallels"><summary class="btn btn--secondary btn--sm">` +
    `${countLabel(parallels.length, 'related parallel')}${CHEVRON_DOWN_ICON}</summary>` +
    `<ul class="related-parallels__list">${items.join('')}</ul></details>`
  );
}

const count = (label: string, value: number) =>
  `<div><dt>${label}</dt><dd>${value.toLocaleString('en-US')}</dd></div>`;

/**
 * The strip, the header and, above a grid of pictures, the view switch: the markup of the app's series page. The app
 * draws the switch once the cards are in, so a first screen without the grid (which the app replaces as soon as its
 * heading is drawn) leaves it out.
 */
export function seriesFirstScreenHtml(heading: string, screen: SeriesFirstScreen, grid: boolean): string {
  const images = screen.images.length
    ? `<div class="series-images">${screen.images
        .map(
          (image) =>
            `<img class="series-images__img" src="${escapeHtml(image.src)}" alt="${escapeHtml(image.alt)}" />`,
        )
        .join('')}</div>`
    : '';
  const header =
    `${stripHtml(screen.strip, 'lg')}<header class="detail-header">${images}<div class="detail-header__main">` +
    `<h1 class="detail-header__title">${escapeHtml(heading)}</h1>` +
    `<p class="detail-header__sub">${escapeHtml(screen.sub)}</p>` +
    `<dl class="count-list">${count('Cards', screen.cards)}${count('Rookies', screen.rookies)}</dl>` +
    `${parallelsHtml(screen.parallels)}</div><div class="detail-header__actions"></div></header>`;
  const toggle = (label: string, pressed: boolean) =>
    `<button type="button" aria-pressed="${pressed}" class="toggle-button">${label}</button>`;
  const views = grid
    ? `<div class="series-view" role="group" aria-label="Show cards as">${toggle('Table', false)}${toggle('Pictures', true)}</div>`
    : '';
  return header + views;
}
