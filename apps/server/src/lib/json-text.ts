import type { FastifyReply } from 'fastify';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends JSON text made elsewhere (by the database, or kept from an earlier answer) as it is: the route's
 * response schema documents it, and the route's tests check it, but it is not parsed and serialised again.
 */
export function sendJsonText(reply: FastifyReply, text: string | Buffer) {
  return reply.type(JSON_TYPE).send(text as never);
}
