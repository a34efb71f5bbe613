import type { createBrowserRouter, Params } from 'react-router';
import { pageTitle } from '@cardbinder/shared';

/** Route `handle` with the screen name for the page title, when it is known from the path alone. */
export interface TitleHandle {
  title: string | ((params: Params) => string);
}

interface TitledMatch {
  params: Params;
  route: { handle?: unknown };
}

export function routeTitle(matches: readonly TitledMatch[]): string | null {
  for (const match of [...matches].reverse()) {
    const title = (match.route.handle as Partial<TitleHandle> | undefined)?.title;
    if (title) return typeof title === 'function' ? title(match.params) : title;
  }
  return null;
}

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Sets "{screen} - CardBinder" in the same task that changes the URL, so the title never lags the
 * address while a lazily loaded screen renders; screens with data-dependent titles still set their
 * own through usePageTitle.
 */
export function syncTitleWithRouter(router: AppRouter): () => void {
  let lastKey: string | null = null;
  const apply = (state: AppRouter['state']) => {
    if (state.navigation.state !== 'idle' || state.location.key === lastKey) return;
    lastKey = state.location.key;
    const title = routeTitle(state.matches);
    if (title) document.title = pageTitle(title);
  };
  apply(router.state);
  return router.subscribe(apply);
}

/** A route handle naming its screen. */
export const title = (screen: TitleHandle['title']): TitleHandle => ({ title: screen });
