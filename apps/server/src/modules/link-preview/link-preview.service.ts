import { HOME_HERO, pageTitle, PRODUCT_NAME, setPath, SIGNED_IN_COOKIE } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import {
  findCardPreview,
  findPlayerPreview,
  findSeriesPreviewBySlug,
  findSeriesPreviewInSet,
  findSetPreview,
  type SeriesPreviewRow,
} from './link-preview.queries';
import { seriesFirstScreen, type SeriesFirstScreen } from './series-first-screen';
import { seriesGridTiles, type GridTile } from './series-grid';

export interface PagePreview {
  title: string;
  description: string;
  /** Open Graph tags are written for catalogue pages (card, player, set, series) only */
  openGraph: boolean;
  /** the page's first screen as the app draws it, shown before the app's code has run (index-html.ts) */
  firstScreen?: FirstScreen;
}

export interface FirstScreen {
  /** the page's h1 */
  heading: string;
  /** the link above it, back to the page one level up */
  backLink?: { href: string; text: string };
  /** the home page's hero: the heading with its lead sentence, in the hero's colours */
  lead?: string;
  /** the series' picture grid's first tiles, when the page opens on it (?view=pictures) and some have a picture */
  grid?: GridTile[];
  /** a series page's strip, counts and parallels above its cards, as the app draws them */
  series?: SeriesFirstScreen;
}

/** Whether the request carries the browser's "signed in" hint (SIGNED_IN_COOKIE; never a credential). */
export const signedInHint = (cookieHeader: string | undefined): boolean =>
  (cookieHeader ?? '').split(';').some((cookie) => cookie.trim() === `${SIGNED_IN_COOKIE}=1`);

const DEFAULT_DESCRIPTION = `${PRODUCT_NAME}: a sports trading card catalogue and collection manager.`;

/** Screens without data of their own: the same screen names the client puts in the title. */
/**
 * The fixed screens whose first screen is their heading (the search page's form and results follow its heading;
 * the sign-in and other form pages start with a form). The home page's is its hero (pagePreview).
 */
const HEADED_PAGES = new Set(['/players', '/teams', '/sets', '/search']);

const STATIC_PAGES: Record<string, [screen: string, description: string]> = {
  '/': ['Home', DEFAULT_DESCRIPTION],
  '/home': ['Home', DEFAULT_DESCRIPTION],
  '/players': ['Players', 'Every player in the CardBinder catalogue, with their cards by set and series.'],
  '/teams': ['Teams', 'Every team in the CardBinder catalogue, with its players and cards.'],
  '/sets': ['Sets & Series', 'Card sets by year, with their series, parallels and checklists.'],
  '/search': ['Search', 'Search cards, players, teams and series in the CardBinder catalogue.'],
  '/help': [
    'Help & Support',
    'How to use CardBinder: collection, locations, grading, photos, imports and more.',
  ],
  '/status': ['System Status', 'Whether the CardBinder service and its database are up.'],
  '/attributions': ['Attributions', 'The open-source packages and data sources CardBinder is built on.'],
  '/auth/login': ['Sign In', 'Sign in to keep your card collection on CardBinder.'],
  '/auth/signup': ['Sign Up', 'Create a CardBinder account to track your card collection.'],
  '/design-system-demo': ['Design System', 'The look of CardBinder’s shared components.'],
};

const cards = (count: number) => `${count.toLocaleString('en-US')} card${count === 1 ? '' : 's'}`;

const decode = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

const yearOf = (segment: string): number | null => (/^\d{4}$/.test(segment) ? Number(segment) : null);

function playerName(row: { first_name: string; last_name: string; nick_name: string | null }): string {
  const full = `${row.first_name} ${row.last_name}`.trim();
  if (row.nick_name && row.first_name && row.last_name)
    return `${row.first_name} "${row.nick_name}" ${row.last_name}`;
  return full || row.nick_name || 'Unknown Player';
}

const catalogue = (title: string, description: string): PagePreview => ({
  title: pageTitle(title),
  description,
  openGraph: true,
});

async function seriesPreview(
  db: Executor,
  series: SeriesPreviewRow,
  pictures: boolean,
): Promise<PagePreview> {
  const setName = `${series.year} ${series.set_name}`;
  const [grid, header] = await Promise.all([
    pictures ? seriesGridTiles(db, series) : [],
    seriesFirstScreen(db, series),
  ]);
  return {
    ...catalogue(
      series.name,
      `${series.name}, a series of ${setName}: ${cards(series.card_count)}. Checklist and collection on ${PRODUCT_NAME}.`,
    ),
    firstScreen: {
      heading: series.name,
      backLink: { href: setPath(series.year, series.set_slug), text: setName },
      series: header,
      ...(grid.length > 0 ? { grid } : {}),
    },
  };
}

async function cardPreview(
  db: Executor,
  series: SeriesPreviewRow | undefined,
  by: { cardNumber: string } | { slug: string },
): Promise<PagePreview | null> {
  if (!series) return null;
  const card = await findCardPreview(db, series.series_id, by);
  if (!card) return null;
  const who = card.players || card.teams || '';
  const setName = `${series.year} ${series.set_name}`;
  return {
    ...catalogue(
      `#${card.card_number}${who ? ` ${who}` : ''} - ${setName}`,
      `${setName} ${series.name} #${card.card_number}${who ? ` ${who}` : ''}: checklist details, parallels and collectors on ${PRODUCT_NAME}.`,
    ),
    // the card page's h1: its number and its players
    firstScreen: { heading: `#${card.card_number}${card.players ? ` ${card.players}` : ''}` },
  };
}

/**
 * The title and description a page's address stands for, read from the catalogue for card, player, set and
 * series pages, so a shared link previews as that page. Null for an address that names nothing known.
 */
export async function pagePreview(
  db: Executor,
  pathname: string,
  search = '',
  visitor: { signedIn: boolean } = { signedIn: false },
): Promise<PagePreview | null> {
  // a signed-in collector's series page puts their own controls (completion, cost to finish, Missing) above the
  // grid: its first pictures would be drawn where the app does not put them, so their page waits for the app's
  const pictures = new URLSearchParams(search).get('view') === 'pictures' && !visitor.signedIn;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const fixed = STATIC_PAGES[path];
  if (fixed)
    return {
      title: pageTitle(fixed[0]),
      description: fixed[1],
      openGraph: false,
      ...(HEADED_PAGES.has(path) ? { firstScreen: { heading: fixed[0] } } : {}),
      ...(path === '/' || path === '/home'
        ? { firstScreen: { heading: HOME_HERO.title, lead: HOME_HERO.lead } }
        : {}),
    };

  const parts = path.split('/').filter(Boolean).map(decode);
  if (parts.some((part) => part === null)) return null;
  const [first, a, b, c, d] = parts as string[];

  if (first === 'players' && a) {
    const player = await findPlayerPreview(db, a);
    if (!player) return null;
    const name = playerName(player);
    return {
      ...catalogue(
        name,
        `${name}: ${cards(player.card_count)} by set and series in the ${PRODUCT_NAME} catalogue.`,
      ),
      // the player page's h1 (PlayerHeader): first and last name
      firstScreen: { heading: `${player.first_name} ${player.last_name}`.trim() },
    };
  }
  if (first === 'series' && a && !b) {
    const series = await findSeriesPreviewBySlug(db, a);
    return series ? seriesPreview(db, series, pictures) : null;
  }
  if (first === 'card' && a && b)
    return cardPreview(db, await findSeriesPreviewBySlug(db, a), { cardNumber: b });
  if (first === 'sets' && a && b) {
    const year = yearOf(a);
    if (year === null) return null;
    if (!c) {
      const set = await findSetPreview(db, year, b);
      if (!set) return null;
      const title = `${set.year} ${set.name}`;
      return {
        ...catalogue(
          title,
          `${title}: ${cards(set.card_count)} in ${set.series_count} series. Checklists and parallels on ${PRODUCT_NAME}.`,
        ),
        firstScreen: { heading: title },
      };
    }
    const series = await findSeriesPreviewInSet(db, year, b, c);
    if (!d) return series ? seriesPreview(db, series, pictures) : null;
    return cardPreview(db, series, { slug: d });
  }
  return null;
}
