import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const JSON_TYPE = 'application/json; charset=utf-8';
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/**
 * Sends JSON text made elsewhere (by the database, or kept from an earlier answer) as it is: the route's
 * response schema documents it, and the route's tests check it, but it is not parsed and serialised again.
 */
export function sendJsonText(reply: FastifyReply, text: string | Buffer, type = JSON_TYPE) {
  return reply.type(type).send(text as never);
}

/** A body that is the same for every visitor: kept with its gzip form, made once when a browser first asks. */
export interface KeptJsonBody {
  /** the text, written out when asked (a large one is not kept twice, as text and as gzip) */
  text(): string;
  /** the UTF-8 bytes, made once when a client that takes no gzip first asks (a 10,000-card table is ~7 MB) */
  plain(): Buffer;
  gzipped(): Promise<Buffer>;
}

export function keptJsonBody(text: () => string): KeptJsonBody {
  let compressed: Promise<Buffer> | undefined;
  let bytes: Buffer | undefined;
  return {
    text,
    plain: () => (bytes ??= Buffer.from(text())),
    gzipped: () => (compressed ??= gzipAsync(text(), { level: 3 })),
  };
}

/** The browser takes a gzip-encoded answer (every browser does; a script may not). */
export const takesGzip = (request: FastifyRequest) =>
  /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');

/**
 * Sends a kept body gzipped when the browser takes gzip (compressing a large answer per request was the cost).
 * `vary` names every request header the route's answer depends on.
 */
export async function sendKeptJsonBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: KeptJsonBody,
  vary = 'accept-encoding',
  type = JSON_TYPE,
) {
  reply.header('vary', vary);
  if (takesGzip(request)) {
    reply.header('content-encoding', 'gzip');
    return sendJsonText(reply, await body.gzipped(), type);
  }
  return sendJsonText(reply, body.plain(), type);
}

/**
 * Sends a body kept gzipped (a packed table) gzip-encoded, so the browser's network code inflates it rather than
 * the page's main thread; a client that takes no gzip gets it inflated here.
 */
export async function sendGzippedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  gzipped: Buffer,
  type: string,
) {
  reply.type(type);
  if (!takesGzip(request)) return reply.send(await gunzipAsync(gzipped));
  return reply.header('content-encoding', 'gzip').send(gzipped);
}
