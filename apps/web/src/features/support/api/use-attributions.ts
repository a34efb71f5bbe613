import { useQuery } from '@tanstack/react-query';
import type { PackageAttribution } from '../../../../build/attributions-plugin';
import { api } from '@/lib/api-client';

export type { PackageAttribution };

/** The list written into the build from the installed packages (apps/web/build/attributions-plugin.ts). */
export function useAttributions() {
  return useQuery({
    queryKey: ['support', 'attributions'],
    queryFn: ({ signal }) => api.get<PackageAttribution[]>('/attributions.json', { signal }),
    staleTime: Infinity,
  });
}
