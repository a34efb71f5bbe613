import { MAIN_NAV_LINKS, PRODUCT_NAME } from '@cardbinder/shared';
import type { FirstScreen, PagePreview } from './link-preview.service';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[char]};`,
  );

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * The page's first screen as plain HTML: the header and the page's heading (the home page's hero: its heading and
 * lead), with the classes the app draws them with. It shows (and its links work) while the app's code loads; the
 * app, rendered hidden meanwhile, takes its place once it has drawn the page's own heading
 * (apps/web/src/lib/boot-shell.ts).
 */
function bootShell({ heading, backLink, lead }: FirstScreen): string {
  const links = MAIN_NAV_LINKS.map(({ label, to }) => `<a class="site-nav__link" href="${to}">${label}</a>`);
  const back = backLink
    ? `<a class="back-link" href="${escapeHtml(backLink.href)}">${escapeHtml(backLink.text)}</a>`
    : '';
  const page =
    `<section class="page">${back}<header class="page__header">` +
    `<h1>${escapeHtml(heading)}</h1></header></section>`;
  const hero =
    `<div class="home"><section class="hero"><h1 class="hero__title">${escapeHtml(heading)}</h1>` +
    `<p class="hero__lead">${escapeHtml(lead ?? '')}</p></section></div>`;
  return (
    `<div id="boot-shell" class="app-shell"><header class="site-header"><div class="site-header__inner">` +
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
  return page.replace('<div id="root"></div>', () => `${bootShell(firstScreen)}<div id="root" hidden></div>`);
}
