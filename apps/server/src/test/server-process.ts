import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrateDatabase, openDatabase, type Database } from '@/db/client';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The database a real server process of a test uses: a PGlite folder (opened here only while no server runs),
 * or a fresh database on the PostgreSQL named by DATABASE_URL.
 */
export interface ProcessDatabase {
  dataDir: string;
  databaseUrl: string | undefined;
  /** opens it from the test: whole while no server runs, attached (single statements) while one does */
  open(options?: { attach?: boolean }): Promise<Database>;
  drop(): Promise<void>;
}

export async function createProcessDatabase(dataDir: string): Promise<ProcessDatabase> {
  const base = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  if (base) {
    const name = `cardbinder_crash_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const open = async (options: { attach?: boolean } = {}) =>
    openDatabase({
      databaseUrl,
      dataDir: path.join(dataDir, 'pglite'),
      attachToRunningServer: options.attach ?? false,
    });
  const database = await open();
  await migrateDatabase(database);
  await database.close();
  return {
    dataDir,
    databaseUrl,
    open,
    async drop() {
      if (!base || !databaseUrl) return;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
      await admin.end();
    },
  };
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** what the process wrote, for a failing test's message */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `src/main.ts` as its own process (through tsx) on the database and waits until /health answers.
 * After a kill -9 the embedded database's process may still be closing: starting is tried again until it is free.
 */
export async function startServerProcess(
  database: ProcessDatabase,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const deadline = Date.now() + timeoutMs;
  let lastOutput = '';
  while (Date.now() < deadline) {
    const port = await freePort();
    let output = '';
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: database.databaseUrl ?? '',
        DATA_DIR: database.dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        JWT_SECRET: 'crash-test-secret-'.padEnd(48, 'x'),
        SAMPLE_CATALOGUE: 'false',
        LOG_LEVEL: 'warn',
        LOGIN_RATE_LIMIT: '1000',
        API_RATE_LIMIT: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let exited = false;
    const exit = once(child, 'exit').then(() => (exited = true));
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const url = `http://127.0.0.1:${port}`;
    while (!exited && Date.now() < deadline) {
      const healthy = await fetch(`${url}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) {
        return {
          url,
          pid: child.pid!,
          output: () => output,
          async kill(signal) {
            if (!exited) child.kill(signal);
            await exit;
          },
        };
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (!exited) child.kill('SIGKILL');
    await exit;
    lastOutput = output;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not start:\n${lastOutput}`);
}
