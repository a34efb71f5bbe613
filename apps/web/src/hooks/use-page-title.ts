import { useEffect } from 'react';
import { pageTitle } from '@cardbinder/shared';

/** Every screen's title is "{screen} - CardBinder". */
export function usePageTitle(screen: string): void {
  useEffect(() => {
    document.title = pageTitle(screen);
  }, [screen]);
}
