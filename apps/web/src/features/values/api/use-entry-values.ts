import { useQuery } from '@tanstack/react-query';
import { collectionEntryValuesContract, type EntryValueSource } from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { collectionKeys } from '@/lib/query-keys';

export interface EntryValue {
  value: number;
  source: EntryValueSource;
}

/** Each of the collector's entries with a value, by entry id (one request for the whole collection). */
export function useEntryValues(enabled = true) {
  return useQuery({
    queryKey: collectionKeys.entryValues,
    queryFn: ({ signal }) => callEndpoint(collectionEntryValuesContract, {}, { signal }),
    select: (answer) =>
      new Map<number, EntryValue>(answer.values.map(([id, value, source]) => [id, { value, source }])),
    enabled,
  });
}
