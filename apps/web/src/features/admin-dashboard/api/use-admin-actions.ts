import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  aggregateUpdateContract,
  auditListContract,
  DASHBOARD,
  spreadsheetQueueContract,
  type AggregateType,
  type AuditQuery,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { backOfficeKeys } from '@/lib/query-keys';

export function useUpdateAggregate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: AggregateType) => callEndpoint(aggregateUpdateContract, { body: { type } }),
    // the run is a new entry of the recent updates
    onSettled: () => queryClient.invalidateQueries({ queryKey: backOfficeKeys.dashboard }),
  });
}

/** The spreadsheet-generation queue, refreshed every 10 s. */
export function useSpreadsheetQueue() {
  return useQuery({
    queryKey: backOfficeKeys.spreadsheetQueue,
    queryFn: ({ signal }) => callEndpoint(spreadsheetQueueContract, {}, { signal }),
    refetchInterval: DASHBOARD.queueRefreshMs,
  });
}

/** The full audit trail (superadmins). */
export function useAuditTrail(query: AuditQuery, enabled: boolean) {
  return useQuery({
    queryKey: backOfficeKeys.audit(query),
    queryFn: ({ signal }) => callEndpoint(auditListContract, { query }, { signal }),
    enabled,
  });
}
