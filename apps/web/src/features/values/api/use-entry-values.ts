import { useQuery } from '@tanstack/react-query';
import {
  collectionEntryValuesContract,
  type EndpointResponse,
  type EntryValueSource,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { collectionKeys } from '@/lib/query-keys';

export interface EntryValue {
  value: number;
  source: EntryValueSource;
}

/** The query of every entry's value (the dashboard's prefetch fills it too). */
export const entryValuesQuery = () => ({
  queryKey: collectionKeys.entryValues,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callEndpoint(collectionEntryValuesContract, {}, { signal }),
});

// one function for every render: React Query then keeps the Map while the answer is the same
const byEntry = (answer: EndpointResponse<typeof collectionEntryValuesContract>) =>
  new Map<number, EntryValue>(answer.values.map(([id, value, source]) => [id, { value, source }]));

/** Each of the collector's entries with a value, by entry id (one request for the whole collection). */
export function useEntryValues(enabled = true) {
  return useQuery({ ...entryValuesQuery(), select: byEntry, enabled });
}
