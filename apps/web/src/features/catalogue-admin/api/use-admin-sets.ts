import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminSetsByYearContract,
  adminSetsContract,
  createSetContract,
  manufacturersContract,
  organizationsContract,
  updateSetContract,
  uploadSetThumbnailContract,
  type AdminSetSort,
  type SetBody,
} from '@cardbinder/shared';
import { ApiError, callEndpoint } from '@/lib/api-client';
import { adminKeys, catalogueKeys } from '@/lib/query-keys';
import { uploadToEndpoint } from '@/lib/upload-form';

export function useOrganizations() {
  return useQuery({
    queryKey: adminKeys.organizations,
    queryFn: async ({ signal }) => (await callEndpoint(organizationsContract, {}, { signal })).organizations,
  });
}

export function useManufacturers() {
  return useQuery({
    queryKey: adminKeys.manufacturers,
    queryFn: async ({ signal }) => (await callEndpoint(manufacturersContract, {}, { signal })).manufacturers,
  });
}

export function useSaveSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ setId, body }: { setId: number | null; body: SetBody }) =>
      setId === null
        ? (await callEndpoint(createSetContract, { body })).set
        : (await callEndpoint(updateSetContract, { params: { id: setId }, body })).set,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.lists }),
      ]),
  });
}

/** Multipart upload (the JSON client does not send files): fields thumbnail and setId. */
export async function uploadThumbnail(setId: number, file: File): Promise<string> {
  const form = new FormData();
  form.append('setId', String(setId));
  form.append('thumbnail', file);
  const body = await uploadToEndpoint(uploadSetThumbnailContract, undefined, form);
  if (!body.thumbnailUrl) throw new ApiError(200, undefined, undefined, body);
  return body.thumbnailUrl;
}

export function useUploadThumbnail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ setId, file }: { setId: number; file: File }) => uploadThumbnail(setId, file),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.lists }),
      ]),
  });
}

export interface AdminSetsFilter {
  search: string;
  sort: AdminSetSort;
  order: 'asc' | 'desc';
  /** every set instead of the 20 most recent */
  all: boolean;
  /** /admin/sets/{year} */
  year: number | null;
}

/** The sets screen's list: the server searches and sorts (doc 3 §9 sort fields). */
export function useAdminSets(filter: AdminSetsFilter) {
  return useQuery({
    queryKey: adminKeys.sets(filter),
    queryFn: async ({ signal }) => {
      const { search, sort, order } = filter;
      const query = { search: search || undefined, sort, order };
      const answer =
        filter.year === null
          ? await callEndpoint(
              adminSetsContract,
              { query: { ...query, all: filter.all ? 'true' : undefined } },
              { signal },
            )
          : await callEndpoint(adminSetsByYearContract, { params: { year: filter.year }, query }, { signal });
      return answer.sets;
    },
  });
}
