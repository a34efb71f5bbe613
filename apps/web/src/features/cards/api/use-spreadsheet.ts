import { useMutation, useQuery } from '@tanstack/react-query';
import {
  type generateSpreadsheetContract,
  type spreadsheetStatusContract,
  type EndpointResponse,
  generateSpreadsheetRoute,
  spreadsheetStatusRoute,
} from '@cardbinder/shared';
import { callRoute, isApiError } from '@/lib/api-client';
import { cardKeys } from '@/lib/query-keys';

export type SpreadsheetStatus = EndpointResponse<typeof spreadsheetStatusContract>;

export const SPREADSHEET_POLL_MS = 5000;

/**
 * The master-set file of a set, or null while none has been generated (404). Asked only while a
 * queued job runs: the set detail already carries the current file, and a 404 is a console error.
 */
export function useSpreadsheetStatus(setId: number, polling: boolean) {
  return useQuery({
    queryKey: cardKeys.spreadsheet(setId),
    queryFn: async ({ signal }) => {
      try {
        return await callRoute<typeof spreadsheetStatusContract>(
          spreadsheetStatusRoute,
          { params: { setId } },
          { signal },
        );
      } catch (error) {
        if (isApiError(error, 404)) return null;
        throw error;
      }
    },
    enabled: polling,
    refetchInterval: polling ? SPREADSHEET_POLL_MS : false,
  });
}

export function useQueueSpreadsheet(setId: number) {
  return useMutation({
    mutationFn: () =>
      callRoute<typeof generateSpreadsheetContract>(generateSpreadsheetRoute, { params: { setId } }),
  });
}
