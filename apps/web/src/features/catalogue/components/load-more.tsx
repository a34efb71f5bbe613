import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/loading-screen';
import { useLoadMore } from '../hooks/use-load-more';

type PagedQuery = Pick<
  UseInfiniteQueryResult,
  'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
>;

/** The end of an infinite list: loads the next page as it scrolls into view; a failed page offers Try Again. */
export function LoadMore({ query, label }: { query: PagedQuery; label: string }) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const sentinel = useLoadMore(
    () => void fetchNextPage(),
    hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
  );
  return (
    <div ref={sentinel} className="load-more">
      {isFetchingNextPage ? <Spinner label={label} /> : null}
      {isFetchNextPageError ? (
        <Button variant="secondary" onClick={() => void fetchNextPage()}>
          Try Again
        </Button>
      ) : null}
    </div>
  );
}
