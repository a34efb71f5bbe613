import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CATALOGUE_LIMITS,
  PACKED_PLAYER_DETAIL_MEDIA_TYPE,
  playerDetailContract,
  playersListEndpoint,
  playerTeamDetailContract,
  trackPlayerVisitContract,
} from '@cardbinder/shared';
import { sendKeptJsonBody, type KeptJsonBody } from '@/lib/json-text';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['catalogue'];
const CARDS = CATALOGUE_LIMITS.cardsMax;

/** The player page asks for its cards packed (packages/shared packed-cards.ts); every other client gets JSON. */
const asksPacked = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes(PACKED_PLAYER_DETAIL_MEDIA_TYPE);

const sendPlayerDetail = (
  request: FastifyRequest,
  reply: FastifyReply,
  detail: KeptJsonBody,
  packed: boolean,
) =>
  sendKeptJsonBody(
    request,
    reply,
    detail,
    'accept, accept-encoding',
    packed ? PACKED_PLAYER_DETAIL_MEDIA_TYPE : undefined,
  );

export const playersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { players } = app.ctx.services;

  registerEndpoint(
    app,
    playersListEndpoint,
    async ({ query, user }, request, reply) =>
      user
        ? players.listPlayers(query, user.userId)
        : sendKeptJsonBody(request, reply, await players.visitorPlayersList(query)),
    tags,
  );

  registerEndpoint(
    app,
    playerDetailContract,
    async ({ params, query, user }, request, reply) => {
      const packed = asksPacked(request);
      const detail = await players.playerDetail(params.slug, query.team, user?.userId ?? null, CARDS, packed);
      return sendPlayerDetail(request, reply, detail, packed);
    },
    tags,
  );

  registerEndpoint(
    app,
    playerTeamDetailContract,
    async ({ params, user }, request, reply) => {
      const { slug, teamSlug } = params;
      const packed = asksPacked(request);
      const detail = await players.playerDetail(slug, teamSlug, user?.userId ?? null, CARDS, packed);
      return sendPlayerDetail(request, reply, detail, packed);
    },
    tags,
  );

  registerEndpoint(
    app,
    trackPlayerVisitContract,
    ({ body, user }) => players.trackPlayerVisit(body.player_id, user?.userId ?? null),
    tags,
  );
};
