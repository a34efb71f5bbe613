import { useDeferredValue } from 'react';

interface QueryLike {
  data: unknown;
  isPending: boolean;
  isError: boolean;
}

/**
 * The query with its data drawn in the background. TanStack Query hands new data over through
 * useSyncExternalStore, whose update is a synchronous render: a page drawing 100 tiles or a 10,000-card
 * table from it held the phone's main thread for one long task. With the data deferred, the urgent render
 * keeps the screen as it was (still loading) and React draws the data in a render it can pause for input.
 */
export function useDeferredQuery<Q extends QueryLike>(query: Q): Q {
  const data = useDeferredValue(query.data);
  if (data === query.data) return query;
  // the first answer is still being drawn: the page goes on showing its loading state until it is
  if (data === undefined) return { ...query, data, isPending: true, isError: false, status: 'pending' };
  return { ...query, data };
}
