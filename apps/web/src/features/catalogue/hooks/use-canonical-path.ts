import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';

const decodedPath = (path: string) =>
  path
    .split('/')
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    })
    .join('/');

/** The answer a page already has, and the query key it would have under the canonical address. */
export interface CanonicalSeed {
  queryKey: QueryKey;
  data: unknown;
}

/**
 * Once a page knows what it shows, an address in another form (a slug's literal form such as
 * /players/ronald-acua-jr, a team id) is replaced by the canonical one, query string kept. The answer is put
 * under the canonical address's query key first, so the page does not load it again.
 */
export function useCanonicalPath(canonical: string | null, seed?: CanonicalSeed | null) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const latestSeed = useRef(seed);
  useEffect(() => {
    latestSeed.current = seed;
  });
  useEffect(() => {
    if (canonical === null || decodedPath(pathname) === decodedPath(canonical)) return;
    const current = latestSeed.current;
    if (current) queryClient.setQueryData(current.queryKey, current.data);
    void navigate(`${canonical}${search}${hash}`, { replace: true });
  }, [canonical, pathname, search, hash, navigate, queryClient]);
}
