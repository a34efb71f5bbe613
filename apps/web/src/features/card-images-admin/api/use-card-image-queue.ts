import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approveCardImageContract,
  cardImageQueueContract,
  cardImageSourceContract,
  endpointPath,
  rejectCardImageContract,
  removeCardImageContract,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { cardImageKeys } from '@/lib/query-keys';
import { readToken } from '@/lib/token-storage';

export type QueueStatus = 'pending' | 'approved';

export function useCardImageQueue(status: QueueStatus) {
  return useQuery({
    queryKey: cardImageKeys.queue(status),
    queryFn: () => callEndpoint(cardImageQueueContract, { query: { status } }),
  });
}

function useQueueMutation<T>(call: (input: T) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardImageKeys.all }),
  });
}

export interface ApproveInput {
  id: number;
  rotate?: 0 | 90 | 180 | 270;
  crop?: { left: number; top: number; width: number; height: number } | null;
  replace?: boolean;
}

export const useApproveCardImage = () =>
  useQueueMutation(({ id, ...body }: ApproveInput) =>
    callEndpoint(approveCardImageContract, { params: { id }, body }),
  );

export const useRejectCardImage = () =>
  useQueueMutation(({ id, reason }: { id: number; reason: string }) =>
    callEndpoint(rejectCardImageContract, { params: { id }, body: { reason } }),
  );

export const useRemoveCardImage = () =>
  useQueueMutation((id: number) => callEndpoint(removeCardImageContract, { params: { id } }));

/**
 * The suggested file as an object URL: the address needs the moderator's token, which an <img> cannot send,
 * so it is fetched with it and shown from memory (released when the row goes).
 */
export function useSuggestionSource(id: number): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    const token = readToken();
    void fetch(endpointPath(cardImageSourceContract.path, { id }), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id]);
  return url;
}
