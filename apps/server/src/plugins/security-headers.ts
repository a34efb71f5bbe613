import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import type { AppConfig } from '@/config';

const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  // the service worker (/sw.js) and the install manifest, named rather than left to fall back on other directives
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // added per request below, only where the page came over HTTPS
  upgradeInsecureRequests: null,
};

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers, except that HSTS and upgrade-insecure-requests go only with answers sent over HTTPS (directly,
 * or through a trusted proxy's X-Forwarded-Proto) or when HTTPS_ONLY says the site is never served over HTTP: over
 * plain HTTP browsers ignore HSTS, and upgrade-insecure-requests would send a LAN install's assets to an https://
 * address that does not answer.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(helmet, { contentSecurityPolicy: { directives: CSP }, strictTransportSecurity: false });
  const isSecure = (request: FastifyRequest) => config.httpsOnly || request.protocol === 'https';
  app.addHook('onRequest', async (request, reply) => {
    if (!isSecure(request)) return;
    reply.raw.setHeader('strict-transport-security', HSTS_VALUE);
    const csp = reply.raw.getHeader('content-security-policy');
    if (typeof csp === 'string')
      reply.raw.setHeader('content-security-policy', `${csp};upgrade-insecure-requests`);
  });
}
