import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { spreadsheetEnqueueResponseSchema, spreadsheetStatusSchema } from '@cardbinder/shared';
import { api, isApiError } from '@/lib/api-client';

export type SpreadsheetStatus = z.infer<typeof spreadsheetStatusSchema>;
type EnqueueAnswer = z.infer<typeof spreadsheetEnqueueResponseSchema>;

export const SPREADSHEET_POLL_MS = 5000;

/**
 * The master-set file of a set, or null while none has been generated (404). Asked only while a
 * queued job runs: the set detail already carries the current file, and a 404 is a console error.
 */
export function useSpreadsheetStatus(setId: number, polling: boolean) {
  return useQuery({
    queryKey: ['cards', 'spreadsheet', setId],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<SpreadsheetStatus>(`/api/spreadsheet-generation/status/${setId}`, { signal });
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
    mutationFn: () => api.post<EnqueueAnswer>(`/api/spreadsheet-generation/generate/${setId}`),
  });
}
