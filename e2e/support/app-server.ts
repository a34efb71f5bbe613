import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
  const args = [
    path.join(root, 'node_modules/tsx/dist/cli.mjs'),
    '--tsconfig',
    path.join(root, 'apps/server/tsconfig.json'),
    path.join(root, 'apps/server/src/cli/create-admin.ts'),
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

/** Starts the built app (npm run build) on a free port with its own empty data folder. */
export async function startApp(
  env: Record<string, string> = {},
  options: StartAppOptions = {},
): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cardbinder-e2e-'));
  let log = '';
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: '',
    SAMPLE_CATALOGUE: options.catalogue ? 'true' : 'false',
    SAMPLE_CATALOGUE_FILE: E2E_CATALOGUE,
    ...env,
  };
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (options.admin) await createAdmin(childEnv, options.admin);
  return {
    url,
    output: () => log,
    createAdmin: (admin) => createAdmin(childEnv, admin),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
