import { useLayoutEffect } from 'react';
import { pageTitle } from '@cardbinder/shared';

/**
 * Every screen's title is "{screen} - CardBinder". Set in the commit that draws the screen (a layout effect), so
 * the title never lags the heading it names (an effect ran a frame later: history and tests saw the old title).
 */
export function usePageTitle(screen: string | null): void {
  useLayoutEffect(() => {
    // null keeps the title there is (the server's title of the very page, while its data loads)
    if (screen !== null) document.title = pageTitle(screen);
  }, [screen]);
}
