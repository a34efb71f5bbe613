import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningApp {
  url: string;
  /** everything the server printed so far (its log is where mail lands without SMTP) */
  output(): string;
  /** another staff account, made with the create-admin CLI against this app's database */
  createAdmin(admin: AdminAccount): Promise<void>;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** A small real catalogue (1984 Topps and 2025 Topps Update): pass `{ catalogue: true }` to startApp to load it. */
export const E2E_CATALOGUE = path.join(root, 'e2e/fixtures/e2e-catalogue.json.gz');

export interface AdminAccount {
  email: string;
  password: string;
  role?: 'data_admin' | 'admin' | 'superadmin';
}

export interface StartAppOptions {
  catalogue?: boolean;
  /** an admin account made with the create-admin CLI once the server runs (it attaches to the same database) */
  admin?: AdminAccount;
  /** how long to wait for /health (default 120 s; a busy machine loading the catalogue may need more) */
  startTimeoutMs?: number;
}

function createAdmin(env: NodeJS.ProcessEnv, admin: AdminAccount): Promise<void> {
  // the built CLI, as the app itself is the build: ~1 s of CPU where compiling the sources through tsx took ~4.5 s
  const args = [
    path.join(root, 'apps/server/dist/create-admin.js'),
    '--email',
    admin.email,
    '--password',
    admin.password,
    '--role',
    admin.role ?? 'admin',
  ];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { cwd: root, env }, (error, stdout, stderr) =>
      error ? reject(new Error(`create-admin failed:\n${stdout}${stderr}`)) : resolve(),
    );
  });
}

interface LaunchedServer {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** Runs the built server with `env` until /health answers. */
async function launchServer(env: NodeJS.ProcessEnv, startTimeoutMs: number): Promise<LaunchedServer> {
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = env.APP_URL!;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    output: () => log,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function serverEnv(dataDir: string, catalogue: boolean, env: Record<string, string>) {
  const port = await freePort();
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: '',
    SAMPLE_CATALOGUE: catalogue ? 'true' : 'false',
    SAMPLE_CATALOGUE_FILE: E2E_CATALOGUE,
    ...env,
  };
}

/**
 * `npm test` names a folder of its own in CARDBINDER_TEST_TEMPLATES. The first journey that needs a given database
 * (empty, or with a given catalogue) starts a server once to migrate and load it, and every app after starts from
 * a copy of that database: a first start migrates for ~30 s on a busy two-core machine, a copy takes a second.
 * Another journey building the same template at the same moment is waited for; without the variable, or when
 * `env` says which database to use, every app starts from nothing as a user's first start does.
 */
async function databaseTemplate(
  env: Record<string, string>,
  catalogue: boolean,
  startTimeoutMs: number,
): Promise<string | undefined> {
  const folder = process.env.CARDBINDER_TEST_TEMPLATES;
  if (!folder || 'DATABASE_URL' in env || 'SAMPLE_CATALOGUE' in env || 'DATA_DIR' in env) return undefined;
  const catalogueFile = env.SAMPLE_CATALOGUE_FILE ?? E2E_CATALOGUE;
  const name = catalogue ? `catalogue-${path.basename(catalogueFile).replace(/[^a-z0-9-]/gi, '-')}` : 'empty';
  const template = path.join(folder, name);
  mkdirSync(folder, { recursive: true });
  try {
    mkdirSync(`${template}.lock`);
  } catch {
    const deadline = Date.now() + startTimeoutMs;
    while (!existsSync(template) && !existsSync(`${template}.failed`) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 500));
    return existsSync(template) ? template : undefined;
  }
  const building = `${template}.building`;
  try {
    const server = await launchServer(
      await serverEnv(building, catalogue, { SAMPLE_CATALOGUE_FILE: catalogueFile }),
      startTimeoutMs,
    );
    await server.stop();
    // the database alone: each app makes its own secrets and sockets
    mkdirSync(template);
    renameSync(path.join(building, 'pglite'), path.join(template, 'pglite'));
    return template;
  } catch (error) {
    writeFileSync(`${template}.failed`, String(error));
    return undefined;
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

/** Starts the built app (npm run build) on a free port with its own data folder. */
export async function startApp(
  env: Record<string, string> = {},
  options: StartAppOptions = {},
): Promise<RunningApp> {
  const startTimeoutMs = options.startTimeoutMs ?? 120_000;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cardbinder-e2e-'));
  const template = await databaseTemplate(env, options.catalogue ?? false, startTimeoutMs);
  if (template) cpSync(template, dataDir, { recursive: true });
  const childEnv = await serverEnv(dataDir, options.catalogue ?? false, env);
  const server = await launchServer(childEnv, startTimeoutMs);
  if (options.admin) await createAdmin(childEnv, options.admin);
  return {
    url: server.url,
    output: server.output,
    createAdmin: (admin) => createAdmin(childEnv, admin),
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
