import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { MailService } from './modules/mail';
import type { SessionSettings } from './modules/auth';

export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  mail: MailService;
  session: SessionSettings;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
