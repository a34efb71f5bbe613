import { PRODUCT_NAME } from '@cardbinder/shared';
import type { PagePreview } from './link-preview.service';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[char]};`,
  );

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The app's index.html with the page's own title, description and, for catalogue pages, Open Graph tags. */
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
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(preview.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, tags.join('\n    '));
}
