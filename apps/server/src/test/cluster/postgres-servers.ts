import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Throwaway PostgreSQL servers of the test's own (a primary and a streaming replica made with pg_basebackup -R),
 * from the PostgreSQL 15 binaries, so the replica and cluster tests need no change to the machine's database.
 */
export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export const postgresBinariesPresent = () => existsSync(path.join(POSTGRES_BIN, 'initdb'));

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** PostgreSQL refuses to run as root: as root the servers run as the postgres account, which owns their folders. */
function asServerUser(command: string, args: string[]) {
  const root = process.getuid?.() === 0;
  const result = spawnSync(
    root ? 'runuser' : command,
    root ? ['-u', 'postgres', '--', command, ...args] : args,
    {
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    throw new Error(`${path.basename(command)} failed: ${result.stderr || result.stdout || result.error}`);
  return result.stdout;
}

function ownedByServerUser(dir: string) {
  if (process.getuid?.() !== 0) return;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(dir, uid, gid);
}

export interface PostgresServer {
  port: number;
  dataDir: string;
  /** postgres://postgres@127.0.0.1:port/<database> */
  url(database?: string): string;
  start(): void;
  /** fast shutdown (mode 'immediate' is a crash) */
  stop(mode?: 'fast' | 'immediate'): void;
  remove(): void;
}

function serverAt(dataDir: string, port: number): PostgresServer {
  const ctl = path.join(POSTGRES_BIN, 'pg_ctl');
  const log = path.join(dataDir, 'server.log');
  return {
    port,
    dataDir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () => void asServerUser(ctl, ['-D', dataDir, '-l', log, '-w', '-t', '60', 'start']),
    stop(mode = 'fast') {
      if (existsSync(path.join(dataDir, 'postmaster.pid')))
        asServerUser(ctl, ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
    },
    remove() {
      try {
        this.stop('immediate');
      } catch {
        // already stopped
      }
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    },
  };
}

function newFolder(prefix: string): string {
  const parent = mkdtempSync(path.join(os.tmpdir(), prefix));
  ownedByServerUser(parent);
  return path.join(parent, 'data');
}

/** A new primary on a free port, listening on 127.0.0.1 only, trusting local connections, able to stream. */
export async function startPrimary(
  options: { port?: number; settings?: string[] } = {},
): Promise<PostgresServer> {
  const dataDir = newFolder('cardbinder-pg-primary-');
  const port = options.port ?? (await freePort());
  asServerUser(path.join(POSTGRES_BIN, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
  ]);
  appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${path.dirname(dataDir)}'`,
      'wal_level = replica',
      'max_wal_senders = 5',
      'hot_standby = on',
      'max_connections = 200',
      'shared_buffers = 128MB',
      ...(options.settings ?? []),
      '',
    ].join('\n'),
  );
  appendFileSync(path.join(dataDir, 'pg_hba.conf'), 'host replication postgres 127.0.0.1/32 trust\n');
  const server = serverAt(dataDir, port);
  server.start();
  return server;
}

/** A streaming replica of `primary` (pg_basebackup -R) on a free port, started and replaying. */
export async function startReplica(
  primary: PostgresServer,
  options: { port?: number } = {},
): Promise<PostgresServer> {
  const dataDir = newFolder('cardbinder-pg-replica-');
  const port = options.port ?? (await freePort());
  asServerUser(path.join(POSTGRES_BIN, 'pg_basebackup'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-D',
    dataDir,
    '-R',
    '-X',
    'stream',
    // a spread checkpoint would take minutes on a primary that has just been written to
    '--checkpoint=fast',
  ]);
  appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    [`port = ${port}`, `unix_socket_directories = '${path.dirname(dataDir)}'`, ''].join('\n'),
  );
  const server = serverAt(dataDir, port);
  server.start();
  return server;
}
