import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { Services } from './services';

export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  /** every service, built once by createServices */
  services: Services;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
