import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  collectionImportNotFoundCsvContract,
  commitCollectionImportContract,
  COLLECTION_IMPORT,
  discardCollectionImportContract,
  endpointPath,
  getCollectionImportContract,
  listCollectionImportsContract,
  setCollectionImportMappingContract,
  undoCollectionImportContract,
  updateCollectionImportLineContract,
  uploadCollectionImportContract,
  type EndpointInput,
  type EndpointResponse,
  type ImportField,
  type ImportLineStatus,
  type ImportStatus,
} from '@cardbinder/shared';
import { ApiError, callEndpoint } from '@/lib/api-client';
import { collectionChanged, collectionImportKeys } from '@/lib/query-keys';
import { downloadWithSession } from '@/lib/download';
import { uploadToEndpoint } from '@/lib/upload-form';

export type ImportView = EndpointResponse<typeof getCollectionImportContract>;
export type LineChoice = EndpointInput<typeof updateCollectionImportLineContract>['body'];

/** The states in which a job works on the import: the page reads it again every second. */
const WORKING: readonly ImportStatus[] = ['matching', 'committing'];
export const isWorking = (status: ImportStatus | undefined) =>
  status !== undefined && WORKING.includes(status);

export function uploadImportFile(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadToEndpoint(uploadCollectionImportContract, undefined, form);
}

/** My past imports, newest first. */
export function useImports() {
  return useQuery({
    queryKey: collectionImportKeys.list,
    queryFn: async () => (await callEndpoint(listCollectionImportsContract, {})).imports,
  });
}

/** One import and a page of its lines (of one status); polled while matching or committing. */
export function useImport(id: string | null, lines: { status: ImportLineStatus | undefined; page: number }) {
  return useQuery({
    queryKey: collectionImportKeys.import(id ?? '', lines),
    queryFn: ({ signal }) =>
      callEndpoint(
        getCollectionImportContract,
        { params: { id: id! }, query: { status: lines.status, page: lines.page } },
        { signal },
      ),
    enabled: id !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      isWorking(query.state.data?.import.status) ? COLLECTION_IMPORT.pollMs : false,
  });
}

export function useSetMapping(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mapping: ImportField[]) =>
      callEndpoint(setCollectionImportMappingContract, { params: { id }, body: { mapping } }),
    // the answer says 'matching' at once: the page moves on before the next read
    onSuccess: (answer) => {
      queryClient.setQueriesData<ImportView>({ queryKey: collectionImportKeys.importRoot(id) }, (view) =>
        view ? { ...view, import: answer.import, lines: [], page: 1, total_pages: 1 } : view,
      );
      return queryClient.invalidateQueries({ queryKey: collectionImportKeys.importRoot(id) });
    },
  });
}

/**
 * A pick, a skip or an include: the cached pages get the answer's line and counts in place, so the line stays
 * where the user is looking (it moves to its new tab on the next read).
 */
export function useChooseLine(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, choice }: { lineId: number; choice: LineChoice }) =>
      callEndpoint(updateCollectionImportLineContract, { params: { id, line_id: lineId }, body: choice }),
    onSuccess: (answer) => {
      queryClient.setQueriesData<ImportView>({ queryKey: collectionImportKeys.importRoot(id) }, (view) =>
        view
          ? {
              ...view,
              import: answer.import,
              lines: view.lines.map((line) => (line.line_id === answer.line.line_id ? answer.line : line)),
            }
          : view,
      );
    },
  });
}

/** The 409 of a commit whose lines were imported before: how many, and the server's question. */
export function duplicatesOf(error: unknown): { count: number; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { duplicates?: unknown } | undefined;
  if (typeof body?.duplicates !== 'number') return null;
  return { count: body.duplicates, message: error.serverMessage ?? error.serverError ?? '' };
}

export function useCommitImport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (onDuplicates?: 'skip' | 'add') =>
      callEndpoint(commitCollectionImportContract, {
        params: { id },
        body: onDuplicates ? { on_duplicates: onDuplicates } : {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionImportKeys.all }),
  });
}

/** Removes the batch; the collection's lists and counts are read again. */
export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(undoCollectionImportContract, { params: { id } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: collectionImportKeys.all }),
        collectionChanged(queryClient),
      ]);
    },
  });
}

export function useDiscardImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(discardCollectionImportContract, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionImportKeys.list }),
  });
}

/** The not-found lines as CSV, fetched with the session's token and handed to the browser as a download. */
export const downloadNotFound = (id: string): Promise<void> =>
  downloadWithSession(endpointPath(collectionImportNotFoundCsvContract.path, { id }), 'not-found.csv');
