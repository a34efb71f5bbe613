import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The PGlite process serving one embedded database on a socket (pglite-server.ts), as the server sees it. */
export interface EmbeddedProcess {
  /** writes the database's data folder to a file, for a later `template` */
  dumpTo(file: string): Promise<void>;
  /** arms a deadline `ms` from now for the running statement (see pglite-cancel.ts), or disarms it (null) */
  setDeadline(ms: number | null): Promise<void>;
  stop(): Promise<void>;
}

/** a bundled pglite-server.js to run instead of the source through tsx (the API tests' global setup builds one) */
export const PGLITE_SERVER_SCRIPT_ENV = 'CARDBINDER_PGLITE_SERVER_SCRIPT';

const here = path.dirname(fileURLToPath(import.meta.url));

function childScript(): { file: string; execArgv: string[] } {
  const bundled = process.env[PGLITE_SERVER_SCRIPT_ENV];
  if (bundled && existsSync(bundled)) return { file: bundled, execArgv: [] };
  const built = path.join(here, 'pglite-server.js');
  if (existsSync(built)) return { file: built, execArgv: [] };
  return { file: path.join(here, 'pglite-server.ts'), execArgv: ['--import', 'tsx'] };
}

async function forkServer(args: string[]): Promise<ChildProcess> {
  const { file, execArgv } = childScript();
  const child = fork(file, args, { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    child.once('message', (message: { ready: boolean; error?: string }) =>
      message.ready ? resolve() : reject(new Error(`PGlite failed to start: ${message.error}`)),
    );
    child.once('exit', (code) => reject(new Error(`PGlite exited with code ${code}`)));
  });
  return child;
}

/** message ids are unique in this process: a host answers for several databases on one channel */
let lastRequest = 0;

/** Sends `request` and resolves with the first answer `matches` accepts (rejecting on one with an error). */
function ask<T extends { error?: string }>(
  child: ChildProcess,
  request: object,
  matches: (message: T) => boolean,
): Promise<T> {
  return new Promise((resolve, reject) => {
    if (!child.connected) return reject(new Error('The embedded database is not running.'));
    const onMessage = (message: T) => {
      if (!matches(message)) return;
      child.off('message', onMessage);
      if (message.error) reject(new Error(message.error));
      else resolve(message);
    };
    child.on('message', onMessage);
    child.send(request);
  });
}

/** Dump and deadline requests of one database; `db` names it inside a host, where it may be closed already. */
function requests(child: ChildProcess, db?: number, isOpen = () => true) {
  const open = () => {
    if (!isOpen()) throw new Error('The embedded database is closed.');
  };
  return {
    async dumpTo(file: string) {
      open();
      await ask<{ dumped?: string; error?: string }>(
        child,
        { db, dumpTo: file },
        (message) => message.dumped === file,
      );
    },
    async setDeadline(ms: number | null) {
      open();
      lastRequest += 1;
      const id = lastRequest;
      await ask<{ cancelArmed?: number; error?: string }>(
        child,
        { db, cancelAfter: ms, id },
        (message) => message.cancelArmed === id,
      );
    },
  };
}

/** A process of its own for one database (a data folder, or a memory database), stopped with it. */
export async function startEmbeddedProcess(
  dataDir: string,
  socketDir: string,
  template?: string,
): Promise<EmbeddedProcess> {
  const child = await forkServer([dataDir, socketDir, ...(template ? [template] : [])]);
  return {
    ...requests(child),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

interface Host {
  child: Promise<ChildProcess>;
  open: number;
  lastDatabase: number;
}

/**
 * One host per process, kept on globalThis so that a test runner that imports this module again for each file
 * still finds the host it started.
 */
const HOST_KEY = Symbol.for('cardbinder.pglite-host');

function theHost(): Host {
  const registry = globalThis as unknown as Record<symbol, Host | undefined>;
  registry[HOST_KEY] ??= {
    child: forkServer(['--host']).then((child) => {
      // the host never keeps this process alive by itself: it exits when this process does
      child.unref();
      child.channel?.unref();
      return child;
    }),
    open: 0,
    lastDatabase: 0,
  };
  return registry[HOST_KEY]!;
}

/**
 * A memory database served by the one PGlite host of this process (pglite-server.ts --host): for tests,
 * which open hundreds of throw-away databases, and pay PostgreSQL's WebAssembly start once instead of each time.
 */
export async function openHostedDatabase(socketDir: string, template?: string): Promise<EmbeddedProcess> {
  const host = theHost();
  const child = await host.child;
  host.lastDatabase += 1;
  const db = host.lastDatabase;
  // an open database keeps this process waiting for its answers
  if (host.open === 0) child.channel?.ref();
  host.open += 1;
  let closed = false;
  const release = () => {
    if (closed) return;
    closed = true;
    host.open -= 1;
    if (host.open === 0) child.channel?.unref();
  };
  try {
    await ask<{ opened?: number; error?: string }>(
      child,
      { db, open: { socketDir, template } },
      (message) => message.opened === db,
    );
  } catch (error) {
    release();
    throw error;
  }
  return {
    ...requests(child, db, () => !closed),
    async stop() {
      if (closed || !child.connected) return release();
      await ask<{ closed?: number; error?: string }>(
        child,
        { db, close: true },
        (message) => message.closed === db,
      );
      release();
    },
  };
}
