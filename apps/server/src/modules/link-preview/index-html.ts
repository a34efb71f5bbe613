import {
  CARD_IMAGE_GRID_SIZES,
  CARD_IMAGE_SIZES,
  cardImageFileUrl,
  cardImageHeight,
  cardImageSrcset,
  MAIN_NAV_LINKS,
  PRODUCT_NAME,
} from '@cardbinder/shared';
import type { FirstScreen, PagePreview } from './link-preview.service';
import type { GridTile } from './series-grid';
import { escapeHtml } from './html-escape';
import { ARROW_LEFT_ICON, seriesFirstScreenHtml } from './series-first-screen';

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * The page's first screen as plain HTML: the header and the page's heading (the home page's hero: its heading and
 * lead), with the classes the app draws them with. It shows (and its links work) while the app's code loads; the
 * app, rendered hidden meanwhile, takes its place once it has drawn the page's own heading
 * (apps/web/src/lib/boot-shell.ts).
 */
/** the app's grid loads its first 6 pictures at once (CardImageGrid's eagerCount), the rest when near the screen */
const EAGER_TILES = 6;
/** a phone's first row of tiles, whose pictures are preloaded from the head */
const PRELOADED_TILES = 3;

/** A tile as the app's CardImageGrid draws it: the same picture sources, sizes, width, height and alt text. */
function gridTile(tile: GridTile, index: number): string {
  const { image } = tile;
  const sizes = `sizes="${CARD_IMAGE_GRID_SIZES}"`;
  const picture = image
    ? `<picture><source type="image/avif" srcset="${cardImageSrcset(image, 'avif')}" ${sizes} />` +
      `<source type="image/webp" srcset="${cardImageSrcset(image, 'webp')}" ${sizes} />` +
      `<img src="${cardImageFileUrl(image.hash, 'thumb', 'jpg')}" srcset="${cardImageSrcset(image, 'jpg')}" ${sizes} ` +
      `width="${Math.min(CARD_IMAGE_SIZES.thumb.width, image.width)}" height="${cardImageHeight(image, 'thumb')}" ` +
      `alt="${escapeHtml(tile.alt)}" ` +
      (index < EAGER_TILES ? 'loading="eager" fetchpriority="high"' : 'loading="lazy"') +
      ` decoding="async" /></picture>`
    : '<span class="boot-grid__none">No Image</span>';
  return (
    `<div role="listitem" class="boot-grid__item"><a href="${escapeHtml(tile.href)}">` +
    `<span class="boot-grid__box">${picture}</span>` +
    `<span class="boot-grid__label">${escapeHtml(tile.label)}</span></a></div>`
  );
}

/**
 * The app's own page takes over once it has drawn its heading; a first screen with the grid's pictures waits for
 * the app's grid to hold its first page of pictures (CardImageGrid's --ready), so they do not blink away.
 */
const DRAWN_GRID = '.card-image-grid--ready';

function bootShell({ heading, backLink, lead, grid, series }: FirstScreen): string {
  const links = MAIN_NAV_LINKS.map(({ label, to }) => `<a class="site-nav__link" href="${to}">${label}</a>`);
  const back = backLink
    ? `<a class="back-link" href="${escapeHtml(backLink.href)}">${ARROW_LEFT_ICON}${escapeHtml(backLink.text)}</a>`
    : '';
  const page =
    `<section class="page${series ? ' catalogue-page' : ''}">${back}` +
    (series
      ? seriesFirstScreenHtml(heading, series, Boolean(grid))
      : `<header class="page__header"><h1>${escapeHtml(heading)}</h1></header>`) +
    (grid
      ? `<div class="boot-grid" role="list" aria-label="Cards as pictures">${grid.map(gridTile).join('')}</div>`
      : '') +
    `</section>`;
  const hero =
    `<div class="home"><section class="hero"><h1 class="hero__title">${escapeHtml(heading)}</h1>` +
    `<p class="hero__lead">${escapeHtml(lead ?? '')}</p></section></div>`;
  return (
    `<div id="boot-shell" class="app-shell"${grid ? ` data-drawn="${DRAWN_GRID}"` : ''}><header class="site-header"><div class="site-header__inner">` +
    `<a class="logo" href="/" aria-label="${PRODUCT_NAME} home"><img src="/favicon.svg" alt="" width="28" height="28" />` +
    `<span class="logo__text">${PRODUCT_NAME}</span></a>` +
    `<nav class="site-nav" aria-label="Main">${links.join('')}</nav></div></header>` +
    `<main class="app-main">${lead === undefined ? page : hero}</main></div>`
  );
}

/**
 * The app's index.html with the page's own title, description and, for catalogue pages, Open Graph tags; a
 * page whose heading is known gets its first screen drawn before the app's code arrives.
 */
export function renderIndexHtml(html: string, preview: PagePreview, pageUrl: string): string {
  const tags = [meta('name', 'description', preview.description)];
  if (preview.openGraph)
    tags.push(
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', PRODUCT_NAME),
      meta('property', 'og:title', preview.title),
      meta('property', 'og:description', preview.description),
      meta('property', 'og:url', pageUrl),
      meta('name', 'twitter:card', 'summary'),
    );
  const page = html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(preview.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, () => tags.join('\n    '));
  const { firstScreen } = preview;
  if (!firstScreen || !firstScreen.heading) return page;
  // the first row's pictures (a phone's) are asked for after the page's style sheet and before its ~60 scripts
  // (withPreloads adds them after these): behind them, on a slow phone link, the LCP picture waited seconds
  const preloads = (firstScreen.grid ?? [])
    .slice(0, PRELOADED_TILES)
    .flatMap(({ image }) =>
      image
        ? [
            `<link rel="preload" as="image" type="image/avif" imagesrcset="${cardImageSrcset(image, 'avif')}" ` +
              `imagesizes="${CARD_IMAGE_GRID_SIZES}" fetchpriority="high" />`,
          ]
        : [],
    );
  return (
    preloads.length ? page.replace('</head>', () => `  ${preloads.join('\n    ')}\n  </head>`) : page
  ).replace('<div id="root"></div>', () => `${bootShell(firstScreen)}<div id="root" hidden></div>`);
}
