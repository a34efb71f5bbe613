import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { clientKey } from './lib/client-address';
import { AppError } from './lib/errors';
import { createMailService } from './modules/mail';
import { authRoutes, resolveSession } from './modules/auth';
import { apiKeysRoutes, isApiKey, resolveApiKey } from './modules/api-keys';
import { accountDataRoutes } from './modules/account-data';
import { withApiExamples } from './modules/api-reference';
import {
  adminCatalogueRoutes,
  playerTeamSearchRoutes,
  seriesImageRoutes,
  setThumbnailRoutes,
} from './modules/admin-catalogue';
import { dashboardRoutes, databaseStatusRoutes } from './modules/admin-dashboard';
import { adminUsersRoutes } from './modules/admin-users';
import { moderationRoutes } from './modules/moderation';
import { auditRoutes } from './modules/audit';
import { cardImageModerationRoutes, cardImagesRoutes } from './modules/card-images';
import { catalogueRoutes } from './modules/catalogue';
import { commentsRoutes } from './modules/comments';
import { collectionRoutes } from './modules/collection';
import { collectionImportRoutes } from './modules/collection-import';
import { marketplaceRoutes } from './modules/marketplace';
import { notificationsRoutes } from './modules/notifications';
import { achievementsRoutes, adminAchievementsRoutes } from './modules/achievements';
import { profilesRoutes } from './modules/profiles';
import { photoFileRoutes } from './modules/photos';
import { photoRoutes } from './modules/photos';
import { searchRoutes } from './modules/search';
import { spreadsheetsRoutes } from './modules/spreadsheets';
import { systemRoutes } from './modules/system';
import { tradesRoutes, tradingRoutes } from './modules/trading';
import { valuesRoutes } from './modules/values';
import { ingestionRoutes } from './modules/ingestion';
import { adminScope } from './plugins/admin-scope';
import { cardImportRoutes } from './modules/card-import';
import {
  allowInlineStyles,
  inlineStylesOf,
  pagePreview,
  signedInHint,
  readBuildManifest,
  renderIndexHtml,
  routePreloads,
  withPreloads,
} from './modules/link-preview';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { countRequest, postgresRateLimitStore } from './plugins/rate-limit-store';
import { registerReplicaReads } from './plugins/replica-reads';
import { registerSecurityHeaders } from './plugins/security-headers';
import { createFileStorage } from './plugins/storage';
import { createServices } from './services';

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** pino logger options; false silences the logger (tests) */
  logger?: boolean | object;
  webDist?: string;
}

export function defaultWebDist(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    // a card's address names every player on it (eight on a book card): the contracts allow 300 characters a part
    maxParamLength: 300,
    // proxy headers only from the named proxies: otherwise any client could pick its address per request
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // while draining, a request already on an accepted connection is served: a 503 there would fail a POST
    // that the proxy may not resend (the listener is closed, so new connections go to another server)
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    services: createServices({
      config,
      database,
      log: app.log,
      storage: createFileStorage(config, database),
      mail: createMailService({
        db: database.db,
        log: app.log,
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
      }),
    }),
  };
  app.decorate('ctx', ctx);
  ctx.services.foreground.watch(app);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // the service worker keeps API answers for offline use (apps/web/vite.config.ts): the browser's cache then never
    // hands one session's answer to a request made with another session's token
    if (request.url.startsWith('/api/')) {
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, authorization` : 'authorization');
    }
  });
  registerErrorHandler(app);
  await registerSecurityHeaders(app, config);
  // gzip at a fast level: card lists run to several MB of JSON, and a quick pass already shrinks them ~7 times
  await app.register(compress, { encodings: ['gzip'], zlibOptions: { level: 3 } });
  await app.register(rateLimit, {
    max: config.apiRateLimit,
    timeWindow: '1 minute',
    // on a shared PostgreSQL every server counts in the database, so two servers do not double a limit
    store: config.limitCounters === 'postgres' ? postgresRateLimitStore(database.db) : undefined,
    // a limit that cannot be counted (the database is away) lets the request through to fail or succeed on its own
    skipOnError: true,
    keyGenerator: (request) => clientKey(request.ip),
    // the app's own files are not API calls: one page load fetches a dozen, and a client over its API budget
    // must still get a page that can say so
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode, `Too many requests, please try again in ${context.after}.`),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'CardBinder API',
        version: '1.0.0',
        description:
          'Send an API key (Settings → API keys) as `Authorization: Bearer cbk_…`. Each call names the scope it needs; a key without it gets 403, and each key has its own per-minute limit (429 past it).',
      },
      servers: [{ url: config.appUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A signed-in session' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API key (cbk_…) from Settings → API keys, within its scopes',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) =>
      withApiExamples(
        'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject,
      ),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/reference',
    staticCSP: true,
    // the one inline style attribute Swagger UI writes (Chromium reported its hash), allowed by hash, not all inline styles
    transformStaticCSP: (header) =>
      header.replace(
        "style-src 'self' https:",
        "style-src 'self' https: 'unsafe-hashes' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
      ),
    // tags start closed: 180 calls open at once take the page seconds to draw
    uiConfig: { docExpansion: 'none', deepLinking: true, filter: true },
  });
  // uploads stream through; each route sets its own, smaller limits (photos 5 MB, checklists 50 MB)
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 20, fields: 20 } });
  registerAuth(app, {
    resolveSession: (token) => resolveSession(app.ctx.db, app.ctx.services.session, token),
    resolveApiKey: (token) => (isApiKey(token) ? resolveApiKey(app.ctx.db, token) : null),
    countRequest: (key, windowMs) => countRequest(app.ctx.db, key, windowMs),
  });
  registerInputGuard(app);
  if (database.replica) registerReplicaReads(app, database.replica, config.readYourWritesSeconds);

  await app.register(systemRoutes);
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(searchRoutes, { prefix: '/api/search' });
  await app.register(catalogueRoutes);
  await app.register(spreadsheetsRoutes);
  await app.register(setThumbnailRoutes);
  await app.register(playerTeamSearchRoutes);
  await app.register(seriesImageRoutes);
  await app.register(
    adminScope(async (admin) => {
      await admin.register(adminCatalogueRoutes);
      await admin.register(adminUsersRoutes);
      await admin.register(auditRoutes);
      await admin.register(dashboardRoutes);
      await admin.register(moderationRoutes);
      await admin.register(cardImageModerationRoutes);
      await admin.register(adminAchievementsRoutes);
      await admin.register(ingestionRoutes, { prefix: '/api/admin/ingestion' });
      await admin.register(cardImportRoutes);
    }),
  );
  await app.register(databaseStatusRoutes);
  await app.register(commentsRoutes);
  await app.register(collectionRoutes, { prefix: '/api' });
  await app.register(collectionImportRoutes);
  await app.register(photoRoutes, { prefix: '/api' });
  await app.register(cardImagesRoutes);
  await app.register(notificationsRoutes);
  await app.register(achievementsRoutes);
  await app.register(marketplaceRoutes);
  await app.register(profilesRoutes);
  await app.register(apiKeysRoutes);
  await app.register(accountDataRoutes);
  await app.register(tradingRoutes);
  await app.register(tradesRoutes);
  await app.register(valuesRoutes);
  await app.register(photoFileRoutes, { prefix: '/api' });
  app.get('/api/docs', { schema: { hide: true } }, () => app.swagger());

  await serveWebApp(app, options.webDist ?? defaultWebDist());
  return app;
}

const REVALIDATED_FILES = new Set(['sw.js', 'index.html', 'manifest.webmanifest']);
const STATIC_FILE = /\.(?:js|mjs|css|map|json|webmanifest|png|svg|ico|txt|woff2?)$/;

/**
 * The built single-page app; any unknown GET outside /api falls back to its index.html, with the page's own
 * title and description (and Open Graph tags on catalogue pages) written in, so link previews, which run no
 * script, show the card, player, set or series.
 */
async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : '';
  const preloadsOf = routePreloads(hasWeb ? readBuildManifest(webDist) : {});
  if (hasWeb)
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // the build writes .br and .gz beside each file (apps/web/vite.config.ts): sent as they are
      preCompressed: true,
      setHeaders: (reply, file) => {
        // file names under assets/ carry a hash of their content
        if (file.includes(`${path.sep}assets${path.sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        // the service worker (which lists the app's files), the page and the install manifest keep their names
        // from one release to the next: a browser must ask for them every time or it keeps serving an old app
        else if (REVALIDATED_FILES.has(path.basename(file))) reply.header('cache-control', 'no-cache');
      },
    });
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/health';
    const pathname = request.url.split('?')[0]!;
    // a missing script, style or image is a 404, never the page: a browser that asked for /sw.js and got HTML
    // would fail to install the service worker with a MIME error instead of a clear miss
    if (hasWeb && request.method === 'GET' && !isApi && !STATIC_FILE.test(pathname)) {
      const preview = await pagePreview(app.ctx.db, pathname, request.url.slice(pathname.length), {
        signedIn: signedInHint(request.headers.cookie),
      });
      const preloads = preloadsOf(pathname);
      if (!preview && preloads.scripts.length === 0) return reply.sendFile('index.html');
      const page = preview
        ? renderIndexHtml(indexHtml, preview, `${app.ctx.config.appUrl}${pathname}`)
        : indexHtml;
      const csp = reply.raw.getHeader('content-security-policy');
      if (preview && typeof csp === 'string')
        reply.raw.setHeader('content-security-policy', allowInlineStyles(csp, inlineStylesOf(preview)));
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie')
        .send(withPreloads(page, preloads));
    }
    return reply.status(404).send({
      error: 'Not Found',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    });
  });
}
