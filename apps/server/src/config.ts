import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** a streaming replica of DATABASE_URL for catalogue pages, search and public profiles */
  DATABASE_READ_URL: z.string().optional(),
  /** after a write, a browser's reads stay on the primary this long (read-your-writes with a replica) */
  READ_YOUR_WRITES_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  APP_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  SESSION_DAYS: z.coerce.number().int().min(1).default(30),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('CardBinder <no-reply@cardbinder.local>'),
  LOG_LEVEL: z.string().default('info'),
  SAMPLE_CATALOGUE: z.enum(['true', 'false']).default('true'),
  SAMPLE_CATALOGUE_FILE: z.string().optional(),
  RUN_WORKER: z.enum(['true', 'false']).default('true'),
  /** 'true': one of several servers or workers on one PostgreSQL (docs/deploy.md); secrets must then be given */
  CLUSTER: z.enum(['true', 'false']).default('false'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** comments one user may post or edit per minute */
  COMMENT_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  COLLECTION_IMPORT_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** trade proposals and counter-offers one user may send per hour */
  TRADE_PROPOSAL_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  API_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  /** reset and verification mails one address may receive per hour */
  MAIL_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(3),
  /** the reverse proxies whose X-Forwarded-For/-Proto to believe: addresses or subnets, comma-separated */
  TRUST_PROXY: z.string().optional(),
  /** 'true': the site is only ever served over HTTPS, so send HSTS and upgrade-insecure-requests always */
  HTTPS_ONLY: z.enum(['true', 'false']).default('false'),
  SEARCH_CONNECTIONS: z.coerce.number().int().min(1).max(100).default(2),
  /** connections this process keeps on native PostgreSQL for everything but the search (and as many to a replica) */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** where files live: 'local' (STORAGE_DIR on this server's disk) or 'postgres' (the shared database) */
  STORAGE: z.enum(['local', 'postgres']).optional(),
  /** where uploaded files live (local storage driver); defaults to DATA_DIR/uploads */
  STORAGE_DIR: z.string().optional(),
  /** the largest single stored file (default 100 MB); longer server-made files, such as exports, are kept in parts */
  STORAGE_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(100 * 1024 * 1024),
  /** a marketplace purchase matched at least this sure is added to the collection (0–1) */
  MARKETPLACE_AUTO_ADD_CONFIDENCE: z.coerce.number().min(0).max(1).default(0.9),
  /** at least this sure (and below the above) it is suggested for review */
  MARKETPLACE_SUGGEST_CONFIDENCE: z.coerce.number().min(0).max(1).default(0.4),
  /** 'ebay' (the default once EBAY_CLIENT_ID is set) or 'local': the stand-in eBay server in this repository */
  EBAY_PROVIDER: z.enum(['ebay', 'local']).optional(),
  EBAY_CLIENT_ID: z.string().optional(),
  EBAY_CLIENT_SECRET: z.string().optional(),
  EBAY_RU_NAME: z.string().optional(),
  EBAY_AUTH_BASE_URL: z.string().url().optional(),
  EBAY_API_BASE_URL: z.string().url().optional(),
  /** the local stand-in's port (default PORT + 1; 0 picks a free one) */
  EBAY_LOCAL_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** 32 bytes, base64: the key that encrypts marketplace tokens at rest (default: generated in DATA_DIR) */
  EBAY_TOKEN_KEY: z.string().optional(),
  /** 'true' mounts the eBay DEV TOOLS routes with the real provider too (they always exist with the local one) */
  EBAY_DEV_TOOLS: z.enum(['true', 'false']).default('false'),
});

export interface AppConfig {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** a streaming replica for public reads (db/read-replica.ts) */
  databaseReadUrl: string | undefined;
  readYourWritesSeconds: number;
  appUrl: string;
  jwtSecret: Uint8Array;
  sessionDays: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  loadSampleCatalogue: boolean;
  /** another catalogue file in the sample format (the browser tests load a small one) */
  sampleCatalogueFile: string | undefined;
  runWorker: boolean;
  /** several API servers and workers share the database: nothing may be kept per process or per data folder */
  cluster: boolean;
  loginRateLimit: number;
  commentRateLimit: number;
  /** collection import uploads one user may make per hour */
  collectionImportRateLimit: number;
  tradeProposalRateLimit: number;
  /** requests per minute from one address, across the API */
  apiRateLimit: number;
  /** where the request limits count: this process's memory (embedded) or PostgreSQL, shared by every server */
  limitCounters: 'memory' | 'postgres';
  mailPerAddressPerHour: number;
  /** proxy addresses and subnets for Fastify's trustProxy; empty: the socket's address is the client */
  trustProxy: string[];
  httpsOnly: boolean;
  /** connections the universal search uses on native PostgreSQL: about the database's cores */
  searchConnections: number;
  databasePoolSize: number;
  /** the storage driver: every file the app keeps goes through it (plugins/storage.ts) */
  storage: 'local' | 'postgres';
  /** the local driver's folder (and where a server moving to PostgreSQL storage copies files from) */
  storageDir: string;
  /** the largest single stored file; longer server-made files are kept in parts of this size */
  storageMaxFileBytes: number;
  /** confidence thresholds of marketplace title matching */
  marketplaceMatch: { autoAdd: number; suggest: number };
  ebay: EbayConfig;
}

export interface EbayConfig {
  provider: 'ebay' | 'local';
  clientId: string;
  clientSecret: string;
  ruName: string;
  authBaseUrl: string;
  apiBaseUrl: string;
  /** the stand-in's port when provider is local */
  localPort: number;
  tokenKey: Buffer;
  /** the DEV TOOLS routes of spec 2 are mounted (local provider or EBAY_DEV_TOOLS=true); never in production */
  devTools: boolean;
}

/** The token key is the marketplace's own (never the session secret), kept in the data folder when not given. */
function resolveTokenKey(dataDir: string, fromEnv: string | undefined): Buffer {
  const file = path.join(dataDir, 'ebay-token-key');
  if (!fromEnv && !existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  const key = Buffer.from(fromEnv ?? readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error('EBAY_TOKEN_KEY must be 32 bytes in base64');
  return key;
}

function ebayConfig(parsed: z.infer<typeof envSchema>, dataDir: string): EbayConfig {
  const provider = parsed.EBAY_PROVIDER ?? (parsed.EBAY_CLIENT_ID ? 'ebay' : 'local');
  // PORT + 1 on one server; in a cluster that is the next server's port (3001's stand-in would take 3002)
  const localPort =
    parsed.EBAY_LOCAL_PORT ?? (parsed.PORT && parsed.CLUSTER !== 'true' ? parsed.PORT + 1 : 0);
  const local = `http://127.0.0.1:${localPort}`;
  if (provider === 'ebay' && !(parsed.EBAY_CLIENT_ID && parsed.EBAY_CLIENT_SECRET && parsed.EBAY_RU_NAME))
    throw new Error('EBAY_PROVIDER=ebay needs EBAY_CLIENT_ID, EBAY_CLIENT_SECRET and EBAY_RU_NAME');
  return {
    provider,
    clientId: parsed.EBAY_CLIENT_ID ?? 'cardbinder-local',
    clientSecret: parsed.EBAY_CLIENT_SECRET ?? 'cardbinder-local-secret',
    ruName: parsed.EBAY_RU_NAME ?? 'cardbinder-local-ru',
    authBaseUrl: (
      parsed.EBAY_AUTH_BASE_URL ?? (provider === 'ebay' ? 'https://auth.ebay.com' : local)
    ).replace(/\/$/, ''),
    apiBaseUrl: (parsed.EBAY_API_BASE_URL ?? (provider === 'ebay' ? 'https://api.ebay.com' : local)).replace(
      /\/$/,
      '',
    ),
    localPort,
    tokenKey: resolveTokenKey(dataDir, parsed.EBAY_TOKEN_KEY),
    devTools: provider === 'local' || parsed.EBAY_DEV_TOOLS === 'true',
  };
}

/** Without JWT_SECRET a random secret is kept in the data folder so tokens survive restarts. */
function resolveSecret(dataDir: string, fromEnv: string | undefined): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/**
 * TRUST_PROXY names the proxies (e.g. `127.0.0.1` or `10.0.0.0/8,loopback`). Trusting every sender would let any
 * client choose its address with X-Forwarded-For and so escape the per-client limits, so 'true' and '*' are refused.
 */
export function parseTrustProxy(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry && entry.toLowerCase() !== 'false');
  const all = entries.find((entry) => ['true', '*', '0.0.0.0/0', '::/0'].includes(entry.toLowerCase()));
  if (all)
    throw new Error(
      `TRUST_PROXY=${all} would trust every client's X-Forwarded-For: name the proxy's addresses`,
    );
  return entries;
}

/**
 * A server of a cluster refuses to start rather than make up what every server must share: a secret generated in
 * its own data folder would sign sessions the others reject, and files on its own disk would be missing on theirs.
 */
function checkClusterSettings(parsed: z.infer<typeof envSchema>): void {
  if (parsed.CLUSTER !== 'true') return;
  const problems = [
    !parsed.DATABASE_URL && 'DATABASE_URL (the PostgreSQL every server shares)',
    !parsed.JWT_SECRET && 'JWT_SECRET (the same on every server: it signs sessions)',
    !parsed.EBAY_TOKEN_KEY && 'EBAY_TOKEN_KEY (the same on every server: it encrypts marketplace tokens)',
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`CLUSTER=true needs ${problems.join(', ')}; see docs/deploy.md`);
  if (parsed.STORAGE === 'local')
    throw new Error(
      'CLUSTER=true cannot keep files with STORAGE=local: each server would see only its own; use STORAGE=postgres',
    );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.parse(env);
  checkClusterSettings(parsed);
  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    env: parsed.NODE_ENV,
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    databaseUrl: parsed.DATABASE_URL || undefined,
    databaseReadUrl: (parsed.DATABASE_URL && parsed.DATABASE_READ_URL) || undefined,
    readYourWritesSeconds: parsed.READ_YOUR_WRITES_SECONDS,
    appUrl: (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    jwtSecret: resolveSecret(dataDir, parsed.JWT_SECRET),
    sessionDays: parsed.SESSION_DAYS,
    smtpUrl: parsed.SMTP_URL || undefined,
    mailFrom: parsed.MAIL_FROM,
    logLevel: parsed.LOG_LEVEL,
    loadSampleCatalogue: parsed.SAMPLE_CATALOGUE === 'true',
    sampleCatalogueFile: parsed.SAMPLE_CATALOGUE_FILE
      ? path.resolve(parsed.SAMPLE_CATALOGUE_FILE)
      : undefined,
    runWorker: parsed.RUN_WORKER === 'true',
    cluster: parsed.CLUSTER === 'true',
    loginRateLimit: parsed.LOGIN_RATE_LIMIT,
    commentRateLimit: parsed.COMMENT_RATE_LIMIT,
    collectionImportRateLimit: parsed.COLLECTION_IMPORT_RATE_LIMIT,
    tradeProposalRateLimit: parsed.TRADE_PROPOSAL_RATE_LIMIT,
    apiRateLimit: parsed.API_RATE_LIMIT,
    limitCounters: parsed.DATABASE_URL ? 'postgres' : 'memory',
    mailPerAddressPerHour: parsed.MAIL_PER_ADDRESS_PER_HOUR,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    httpsOnly: parsed.HTTPS_ONLY === 'true',
    searchConnections: parsed.SEARCH_CONNECTIONS,
    databasePoolSize: parsed.DATABASE_POOL_SIZE,
    // files follow the data: on a shared PostgreSQL every server must reach them, on the embedded one the disk does
    storage: parsed.STORAGE ?? (parsed.DATABASE_URL ? 'postgres' : 'local'),
    storageDir: path.resolve(parsed.STORAGE_DIR ?? path.join(dataDir, 'uploads')),
    storageMaxFileBytes: parsed.STORAGE_MAX_FILE_BYTES,
    marketplaceMatch: {
      autoAdd: parsed.MARKETPLACE_AUTO_ADD_CONFIDENCE,
      suggest: parsed.MARKETPLACE_SUGGEST_CONFIDENCE,
    },
    ebay: ebayConfig(parsed, dataDir),
  };
}
