import type { SearchResult } from '@cardbinder/shared';
import { cardShortPath, playerSlug, slugify } from '@cardbinder/shared';
import { paths, searchPath } from '@/config/paths';

const seg = encodeURIComponent;

/**
 * The catalogue page of a result, by slug (spec 1 §2 route table, spec 2 §2.2 card routes). Falls back to a full
 * search for the title when the server sent too little to build the link.
 */
export function resultPath(result: SearchResult): string {
  const d = result.data;
  switch (result.type) {
    case 'player': {
      const slug = d.slug ?? playerSlug(d.first_name, d.last_name);
      return slug ? `${paths.players}/${seg(slug)}` : searchPath(result.title);
    }
    case 'team':
      return `${paths.teams}/${seg(d.slug ?? String(result.id))}`;
    case 'set':
      if (d.year !== undefined && d.slug) return `${paths.sets}/${d.year}/${seg(d.slug)}`;
      break;
    case 'series': {
      const slug = d.series_slug ?? d.slug;
      if (d.year !== undefined && d.set_slug && slug)
        return `${paths.sets}/${d.year}/${seg(d.set_slug)}/${seg(slug)}`;
      if (slug) return `/series/${seg(slug)}`;
      break;
    }
    case 'card':
      if (d.year !== undefined && d.set_slug && d.series_slug && d.card_slug)
        return `${paths.sets}/${d.year}/${seg(d.set_slug)}/${seg(d.series_slug)}/${seg(d.card_slug)}`;
      if (d.series_slug && d.card_number)
        return cardShortPath(d.series_slug, d.card_number, slugify(d.player_names ?? ''));
      break;
  }
  return searchPath(result.title);
}
