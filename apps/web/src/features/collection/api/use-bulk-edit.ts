import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkEditContract, undoBulkEditContract, type BulkEditBody } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { callEndpoint, errorText } from '@/lib/api-client';
import { collectionChanged } from '@/lib/query-keys';

/** How long the toast offers Undo (the server keeps the undo for an hour). */
const UNDO_TOAST_MS = 10_000;

/** One call for the whole selection; the toast that says it is done offers Undo. */
export function useBulkEdit() {
  const queryClient = useQueryClient();
  const undo = async (undoId: string) => {
    try {
      const answer = await callEndpoint(undoBulkEditContract, { params: { undo_id: undoId } });
      toast.success(answer.message);
    } catch (error) {
      toast.error(errorText(error, { fallback: 'Could not undo', prefer: 'message' }));
    }
    await collectionChanged(queryClient);
  };
  return useMutation({
    mutationFn: (body: BulkEditBody) => callEndpoint(bulkEditContract, { body }),
    onSuccess: async (answer) => {
      const undoId = answer.undo_id;
      toast.success(answer.message, {
        durationMs: UNDO_TOAST_MS,
        ...(undoId ? { action: { label: 'Undo', onClick: () => void undo(undoId) } } : {}),
      });
      await collectionChanged(queryClient);
    },
  });
}
