import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CardSet,
  manufacturersResponseSchema,
  organizationsResponseSchema,
  SetBody,
} from '@cardbinder/shared';
import { api, ApiError } from '@/lib/api-client';
import { readToken } from '@/lib/token-storage';
import { adminKeys } from './use-admin-player';

type Organizations = z.infer<typeof organizationsResponseSchema>;
type Manufacturers = z.infer<typeof manufacturersResponseSchema>;

export function useOrganizations() {
  return useQuery({
    queryKey: adminKeys.organizations,
    queryFn: async ({ signal }) =>
      (await api.get<Organizations>('/api/admin/organizations', { signal })).organizations,
  });
}

export function useManufacturers() {
  return useQuery({
    queryKey: adminKeys.manufacturers,
    queryFn: async ({ signal }) =>
      (await api.get<Manufacturers>('/api/admin/manufacturers', { signal })).manufacturers,
  });
}

export function useSaveSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ setId, body }: { setId: number | null; body: SetBody }) =>
      setId === null
        ? (await api.post<{ set: CardSet }>('/api/admin/sets', body)).set
        : (await api.put<{ set: CardSet }>(`/api/admin/sets/${setId}`, body)).set,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
  });
}

/** Multipart upload (the JSON client does not send files): fields thumbnail and setId. */
export async function uploadThumbnail(setId: number, file: File): Promise<string> {
  const form = new FormData();
  form.append('setId', String(setId));
  form.append('thumbnail', file);
  const token = readToken();
  const response = await fetch('/api/admin/sets/upload-thumbnail', {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const body = (await response.json().catch(() => undefined)) as
    { thumbnailUrl?: string; error?: string; message?: string } | undefined;
  if (!response.ok || !body?.thumbnailUrl) {
    throw new ApiError(response.status, body?.error, body?.message, body);
  }
  return body.thumbnailUrl;
}

export function useUploadThumbnail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ setId, file }: { setId: number; file: File }) => uploadThumbnail(setId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
  });
}
