import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminSeriesContract,
  CARD_IMPORT,
  createImportCardsContract,
  createImportPlayerContract,
  createImportPlayerTeamContract,
  createImportTeamContract,
  matchCardsContract,
  matchProgressContract,
  parseImportXlsxContract,
  previewImportSqlContract,
  type EndpointInput,
  type ImportCard,
  type MatchProgress,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { importKeys } from '@/lib/query-keys';
import { uploadToEndpoint } from '@/lib/upload-form';

/** Series for step 1: a search, or the one a ?series= link names. */
export function useImportSeries(filter: { search: string; seriesId: number | null }) {
  return useQuery({
    queryKey: importKeys.series(filter),
    queryFn: ({ signal }) =>
      callEndpoint(
        adminSeriesContract,
        { query: { search: filter.search || undefined, series_id: filter.seriesId ?? undefined } },
        { signal },
      ),
    select: (data) => data.series,
  });
}

export function parseChecklist(file: File, seriesId: number) {
  const form = new FormData();
  form.append('seriesId', String(seriesId));
  form.append('file', file, file.name);
  return uploadToEndpoint(parseImportXlsxContract, undefined, form);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the matching job and polls its progress every second, at most 120 times (doc 3 §9). Failed polls
 * are only logged; an error status or running out of polls rejects.
 */
export async function matchCards(
  cards: ImportCard[],
  seriesId: number,
  onProgress: (progress: MatchProgress) => void,
  isCancelled: () => boolean,
) {
  const started = await callEndpoint(matchCardsContract, { body: { cards, seriesId } });
  for (let poll = 0; poll < CARD_IMPORT.maxPolls && !isCancelled(); poll += 1) {
    await sleep(CARD_IMPORT.pollMs);
    let progress: MatchProgress;
    try {
      progress = await callEndpoint(matchProgressContract, { params: { jobId: started.jobId } });
    } catch (error) {
      // doc 3 §8: progress-polling errors are only logged
      // eslint-disable-next-line no-console -- the spec wants these in the console, not on screen
      console.warn('Match progress poll failed', error);
      continue;
    }
    onProgress(progress);
    if (progress.status === 'completed') return { ...started, matchedCards: progress.matchedCards ?? [] };
    if (progress.status === 'error') throw new Error(progress.error ?? 'Matching failed');
  }
  throw new Error('Matching did not finish in time');
}

/** What preview and import need of a card: the choices, not the candidates they were made from. */
const chosen = (cards: ImportCard[]): ImportCard[] =>
  cards.map((card) => ({
    ...card,
    players: card.players.map((player) => ({ ...player, playerMatches: { exact: [], fuzzy: [] } })),
  }));

export const previewSql = (matchedCards: ImportCard[], seriesId: number) =>
  callEndpoint(previewImportSqlContract, { body: { matchedCards: chosen(matchedCards), seriesId } });

export function useCreateCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchedCards, seriesId }: { matchedCards: ImportCard[]; seriesId: number }) =>
      callEndpoint(createImportCardsContract, { body: { matchedCards: chosen(matchedCards), seriesId } }),
    // every admin list and catalogue page may show the new cards
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export const createPlayer = (body: EndpointInput<typeof createImportPlayerContract>['body']) =>
  callEndpoint(createImportPlayerContract, { body });

export const createTeam = (body: EndpointInput<typeof createImportTeamContract>['body']) =>
  callEndpoint(createImportTeamContract, { body });

export const createPlayerTeam = (playerId: number, teamId: number) =>
  callEndpoint(createImportPlayerTeamContract, { body: { playerId, teamId } });
