import { useQuery } from '@tanstack/react-query';
import { publicProfileContract } from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { profileKeys } from '@/lib/query-keys';

/** A collector's profile at /{username}; 403 and 404 are answers to show, not to retry. */
export function usePublicProfile(username: string) {
  return useQuery({
    queryKey: profileKeys.publicProfile(username),
    queryFn: ({ signal }) => callEndpoint(publicProfileContract, { params: { username } }, { signal }),
    retry: false,
  });
}
