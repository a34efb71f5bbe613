import { createHash } from 'node:crypto';
import type { PagePreview } from './link-preview.service';
import { seriesFirstScreenStyles } from './series-first-screen';

/** The style attributes a page's first screen writes into its HTML (a series' strip colours). */
export const inlineStylesOf = (preview: PagePreview): string[] =>
  preview.firstScreen?.series ? seriesFirstScreenStyles(preview.firstScreen.series) : [];

/**
 * The CSP with these exact style attributes allowed by their hashes ('unsafe-hashes'), and no other inline style:
 * the app sets the same colours through the DOM, which the CSP does not govern.
 */
export function allowInlineStyles(csp: string, styles: readonly string[]): string {
  if (styles.length === 0) return csp;
  const hashes = styles.map((style) => `'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  return csp.replace(
    /(^|;)\s*style-src ([^;]*)/,
    (_, start: string, sources: string) => `${start}style-src ${sources} 'unsafe-hashes' ${hashes.join(' ')}`,
  );
}
