/** The /admin/import wizard's calls (doc 3 §7): admin and superadmin only. */
import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { idSchema, MAX_ID, requiredTextSchema, textSchema } from '../api/input';
import { teamSchema } from '../catalogue/catalogue.schemas';
import { importedCellText } from '../rules/spreadsheet-cells';
import { CARD_IMPORT, CARD_IMPORT_MESSAGES } from './card-import.messages';

const M = CARD_IMPORT_MESSAGES;

export const importPlayerCandidateSchema = z.object({
  playerId: z.number().int(),
  playerName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** 1 for an exact (accent- and punctuation-folded) match, the trigram similarity otherwise */
  score: z.number(),
});
export type ImportPlayerCandidate = z.infer<typeof importPlayerCandidateSchema>;

export const importTeamMatchSchema = z.object({
  /** the team name as the file spells it */
  teamName: z.string(),
  teamId: z.number().int(),
  name: z.string(),
  abbreviation: z.string().nullable(),
  primaryColor: z.string().nullable(),
  secondaryColor: z.string().nullable(),
});
export type ImportTeamMatch = z.infer<typeof importTeamMatchSchema>;

export const importPlayerSchema = z.object({
  name: z.string().max(200),
  teamNames: z.array(z.string().max(200)).max(10),
  playerMatches: z
    .object({
      exact: z.array(importPlayerCandidateSchema).max(CARD_IMPORT.candidates),
      fuzzy: z.array(importPlayerCandidateSchema).max(CARD_IMPORT.candidates),
    })
    .default({ exact: [], fuzzy: [] }),
  teamMatches: z.object({ exact: z.array(importTeamMatchSchema).max(10) }).default({ exact: [] }),
  playerTeamMatches: z
    .array(z.object({ playerId: z.number().int(), teamId: z.number().int() }))
    .max(10)
    .default([]),
  selectedPlayer: importPlayerCandidateSchema.nullable().default(null),
  selectedTeams: z.array(importTeamMatchSchema).max(10).default([]),
});
export type ImportPlayer = z.infer<typeof importPlayerSchema>;

export const importCardSchema = z.object({
  sortOrder: z.number().int(),
  cardNumber: z.string().trim().min(1).max(50),
  players: z.array(importPlayerSchema).max(20),
  isRC: z.boolean(),
  isAutograph: z.boolean(),
  isRelic: z.boolean(),
  notes: z.string().max(1000),
});
export type ImportCard = z.infer<typeof importCardSchema>;

/** text of an imported checklist, however a client sends it back: never a formula (issue 38) */
const importedText = (max: number) => z.string().max(max).transform(importedCellText);
/** a card in a request body (responses keep importCardSchema: a transform cannot be serialised back) */
const importedCardSchema = importCardSchema.extend({
  cardNumber: z.string().trim().min(1).max(50).transform(importedCellText).pipe(z.string().min(1)),
  players: z
    .array(
      importPlayerSchema.extend({ name: importedText(200), teamNames: z.array(importedText(200)).max(10) }),
    )
    .max(20),
  notes: importedText(1000),
});

const cardsSchema = z
  .array(importedCardSchema, { error: M.cardsMissing })
  .min(1, M.noCards)
  .max(CARD_IMPORT.maxCards, M.tooManyCards);
const seriesIdSchema = idSchema('series', 'Choose a series');
const errors = errorResponses(400, 401, 403, 404);

export const parseImportXlsxContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/import/parse-xlsx',
  access: 'admin',
  summary: 'Read a checklist .xlsx (multipart "file" and "seriesId")',
  consumes: ['multipart/form-data'],
  response: z.object({ cards: z.array(importCardSchema) }),
  errors: errorResponses(400, 401, 403, 404, 413),
});

export const matchCardsContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/import/match-cards',
  access: 'admin',
  summary: 'Start matching parsed cards to players and teams (a job; follow it with match-progress)',
  body: z.object({ cards: cardsSchema, seriesId: seriesIdSchema }),
  response: z.object({
    jobId: z.number().int(),
    organizationId: z.number().int().nullable(),
    organizationName: z.string().nullable(),
    /** empty while the job runs: match-progress answers them once it has completed */
    matchedCards: z.array(importCardSchema),
  }),
  errors,
});

export const matchProgressSchema = z.object({
  total: z.number().int(),
  processed: z.number().int(),
  status: z.enum(['processing', 'completed', 'error']),
  currentCard: z.string().nullable(),
  matchedCards: z.array(importCardSchema).optional(),
  error: z.string().nullable(),
});
export type MatchProgress = z.infer<typeof matchProgressSchema>;

export const matchProgressContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/import/match-progress/:jobId',
  access: 'admin',
  params: z.object({ jobId: idSchema('job') }),
  response: matchProgressSchema,
  errors,
});

const matchedBody = z.object({ matchedCards: cardsSchema, seriesId: seriesIdSchema });

export const previewImportSqlContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/import/preview-sql',
  access: 'admin',
  summary: 'The statements create-cards would run, readable with their values (never executed from text)',
  body: matchedBody,
  response: z.object({ sql: z.string() }),
  errors,
});

export const createImportCardsContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/import/create-cards',
  access: 'admin',
  body: matchedBody,
  response: z.object({
    success: z.boolean(),
    message: z.string(),
    created: z.number().int(),
    updated: z.number().int(),
    skipped: z.number().int(),
    playerTeamsCreated: z.number().int(),
  }),
  errors,
});

export const createImportPlayerContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/import/create-player',
  access: 'admin',
  body: z.object({
    firstName: textSchema('First name', 100).default(''),
    lastName: requiredTextSchema('Last name', 100),
  }),
  status: 201,
  response: z.object({ success: z.boolean(), player: importPlayerCandidateSchema.omit({ score: true }) }),
  errors: errorResponses(409, 400, 401, 403),
});

export const createImportTeamContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/import/create-team',
  access: 'admin',
  body: z.object({
    teamName: requiredTextSchema('Team name', 100),
    city: textSchema('City', 100).nullable().optional(),
    abbreviation: requiredTextSchema('Abbreviation', 5),
    organizationId: z
      .number({ error: M.noOrganization })
      .int(M.noOrganization)
      .positive(M.noOrganization)
      .max(MAX_ID, M.noOrganization),
  }),
  status: 201,
  response: z.object({ team: teamSchema }),
  errors: errorResponses(409, 400, 401, 403),
});

export const createImportPlayerTeamContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/import/create-player-team',
  access: 'admin',
  body: z.object({ playerId: idSchema('player'), teamId: idSchema('team') }),
  status: 201,
  response: z.object({
    playerTeam: z.object({
      playerTeamId: z.number().int(),
      playerId: z.number().int(),
      teamId: z.number().int(),
    }),
  }),
  errors: errorResponses(400, 401, 403, 404),
});

/** Doc 3 §4: Ready when every player has a selected player and every team name an exact match. */
export function isImportCardReady(card: ImportCard): boolean {
  return card.players.every(
    (player) =>
      player.selectedPlayer !== null &&
      player.teamNames.every((teamName) =>
        player.teamMatches.exact.some((team) => team.teamName === teamName),
      ),
  );
}
