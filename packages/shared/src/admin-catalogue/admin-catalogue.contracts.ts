/** The back-office catalogue calls: the set edit modal, the edit-player modal and its team picker (data_admin and up). */
import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses, fileResponseSchema } from '../api/errors';
import { idSchema, requiredTextSchema } from '../api/input';
import { listSearchSchema } from '../catalogue/catalogue-inputs';
import { teamsListResponseSchema } from '../catalogue/teams.contracts';
import {
  addPlayerTeamBodySchema,
  manufacturersResponseSchema,
  organizationsResponseSchema,
  playerResponseSchema,
  playerTeamsChangeResponseSchema,
  playerTeamsResponseSchema,
  playerUpdateBodySchema,
  playerUpdateResponseSchema,
  reassignCardsBodySchema,
  removePlayerTeamSchema,
  setBodySchema,
  setWriteResponseSchema,
  thumbnailResponseSchema,
} from './catalogue-admin';

const errors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(409, 400, 401, 403, 404);
const playerParams = z.object({ id: idSchema('player') });

export const organizationsContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/organizations',
  access: 'data_admin',
  response: organizationsResponseSchema,
  errors,
});

export const manufacturersContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/manufacturers',
  access: 'data_admin',
  response: manufacturersResponseSchema,
  errors,
});

export const createSetContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/sets',
  access: 'data_admin',
  body: setBodySchema,
  status: 201,
  response: setWriteResponseSchema,
  errors: writeErrors,
});

export const updateSetContract = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/sets/:id',
  access: 'data_admin',
  params: z.object({ id: idSchema('set') }),
  body: setBodySchema,
  response: setWriteResponseSchema,
  errors: writeErrors,
});

/** Multipart: a `thumbnail` file (≤ 5 MB, checked by its bytes) and a `setId` field, in either order. */
export const uploadSetThumbnailContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/sets/upload-thumbnail',
  access: 'data_admin',
  consumes: ['multipart/form-data'],
  response: thumbnailResponseSchema,
  errors,
});

/** Public: the stored thumbnails are immutable (a new upload gets a new name). */
export const setThumbnailFileContract = defineEndpoint({
  method: 'GET',
  path: '/api/set-thumbnails/:setId/:file',
  access: 'public',
  hidden: true,
  params: z.object({ setId: idSchema('set'), file: requiredTextSchema('File', 60) }),
  produces: ['image/webp'],
  response: fileResponseSchema,
});

export const adminPlayerContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/players/:id',
  access: 'data_admin',
  params: playerParams,
  response: playerResponseSchema,
  errors,
});

export const updateAdminPlayerContract = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/players/:id',
  access: 'data_admin',
  params: playerParams,
  body: playerUpdateBodySchema,
  response: playerUpdateResponseSchema,
  errors,
});

export const adminPlayerTeamsContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/players/:id/teams',
  access: 'data_admin',
  params: playerParams,
  response: playerTeamsResponseSchema,
  errors,
});

export const addPlayerTeamContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/players/:id/teams',
  access: 'data_admin',
  params: playerParams,
  body: addPlayerTeamBodySchema,
  status: 201,
  response: playerTeamsChangeResponseSchema,
  errors: writeErrors,
});

/** reassign_to_team_id may come as a query parameter or in a JSON body. */
export const removePlayerTeamContract = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/players/:id/teams/:teamId',
  access: 'data_admin',
  params: playerParams.extend({ teamId: idSchema('team') }),
  query: removePlayerTeamSchema,
  body: removePlayerTeamSchema.nullish(),
  response: playerTeamsChangeResponseSchema,
  errors,
});

export const reassignPlayerCardsContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/players/:id/reassign-cards',
  access: 'data_admin',
  params: playerParams,
  body: reassignCardsBodySchema,
  response: playerTeamsChangeResponseSchema,
  errors,
});

export const ADMIN_TEAMS_MAX = 5000;

/** Every team (the edit-player modal's team picker), most cards first. */
export const adminTeamsContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/teams',
  access: 'data_admin',
  query: z.object({
    search: listSearchSchema.optional(),
    limit: z.coerce.number().int().min(1).max(ADMIN_TEAMS_MAX).default(ADMIN_TEAMS_MAX),
  }),
  response: teamsListResponseSchema,
  errors: errorResponses(401, 403),
});
