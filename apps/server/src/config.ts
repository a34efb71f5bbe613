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
  APP_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  SESSION_DAYS: z.coerce.number().int().min(1).default(30),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('CardBinder <no-reply@cardbinder.local>'),
  LOG_LEVEL: z.string().default('info'),
  SAMPLE_CATALOGUE: z.enum(['true', 'false']).default('true'),
  SAMPLE_CATALOGUE_FILE: z.string().optional(),
  RUN_WORKER: z.enum(['true', 'false']).default('true'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  API_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  SEARCH_CONNECTIONS: z.coerce.number().int().min(1).max(100).default(2),
  /** where uploaded files live (local storage driver); defaults to DATA_DIR/uploads */
  STORAGE_DIR: z.string().optional(),
});

export interface AppConfig {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
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
  loginRateLimit: number;
  /** requests per minute from one address, across the API */
  apiRateLimit: number;
  /** connections the universal search uses on native PostgreSQL: about the database's cores */
  searchConnections: number;
  storageDir: string;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.parse(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    env: parsed.NODE_ENV,
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    databaseUrl: parsed.DATABASE_URL || undefined,
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
    loginRateLimit: parsed.LOGIN_RATE_LIMIT,
    apiRateLimit: parsed.API_RATE_LIMIT,
    searchConnections: parsed.SEARCH_CONNECTIONS,
    storageDir: path.resolve(parsed.STORAGE_DIR ?? path.join(dataDir, 'uploads')),
  };
}
