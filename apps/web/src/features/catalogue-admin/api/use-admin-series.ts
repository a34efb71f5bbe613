import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adminColorsContract,
  adminSeriesContract,
  adminSetsContract,
  createSeriesContract,
  deleteSeriesContract,
  duplicateSeriesContract,
  updateSeriesContract,
  uploadSeriesImagesContract,
  type duplicateSeriesBodySchema,
  type seriesBodySchema,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { uploadToEndpoint } from '@/lib/upload-form';
import { useRefreshCatalogue } from './use-admin-player';

export interface AdminSeriesFilter {
  setId: number | null;
  /** already debounced */
  search: string;
  seriesId: number | null;
}

/** The 100 most recently created series (of a set, a search or one series) and the set they belong to. */
export function useAdminSeries(filter: AdminSeriesFilter, { enabled = true } = {}) {
  return useQuery({
    queryKey: adminKeys.series(filter),
    queryFn: ({ signal }) =>
      callEndpoint(
        adminSeriesContract,
        {
          query: {
            set: filter.setId ?? undefined,
            search: filter.search || undefined,
            series_id: filter.seriesId ?? undefined,
          },
        },
        { signal },
      ),
    enabled,
  });
}

/** Every set, for the series form's set choice. */
export function useAllSets() {
  return useQuery({
    queryKey: adminKeys.sets({ all: true, sort: 'name' }),
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(
          adminSetsContract,
          { query: { all: 'true', sort: 'year', order: 'desc' } },
          { signal },
        )
      ).sets,
  });
}

export function useColors() {
  return useQuery({
    queryKey: adminKeys.colors,
    queryFn: async ({ signal }) => (await callEndpoint(adminColorsContract, {}, { signal })).colors,
  });
}

export function useSaveSeries() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: ({ seriesId, body }: { seriesId: number | null; body: z.input<typeof seriesBodySchema> }) =>
      seriesId === null
        ? callEndpoint(createSeriesContract, { body })
        : callEndpoint(updateSeriesContract, { params: { id: seriesId }, body }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteSeries() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (seriesId: number) => callEndpoint(deleteSeriesContract, { params: { id: seriesId } }),
    onSuccess: () => refresh(),
  });
}

export function useDuplicateSeries() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: ({ seriesId, body }: { seriesId: number; body: z.input<typeof duplicateSeriesBodySchema> }) =>
      callEndpoint(duplicateSeriesContract, { params: { id: seriesId }, body }),
    onSuccess: () => refresh(),
  });
}

/** Multipart: front_image and/or back_image for a series (the JSON client does not send files). */
export function useUploadSeriesImages() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: ({ seriesId, front, back }: { seriesId: number; front: File | null; back: File | null }) => {
      const form = new FormData();
      if (front) form.append('front_image', front);
      if (back) form.append('back_image', back);
      return uploadToEndpoint(uploadSeriesImagesContract, { id: seriesId }, form);
    },
    onSuccess: () => refresh(),
  });
}
