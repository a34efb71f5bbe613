/**
 * Child process that owns the embedded PGlite database and serves it over the PostgreSQL wire protocol
 * on a Unix socket, so queries never block the API server's event loop.
 * Usage: pglite-server <dataDir|memory://> <socketDir> [template.tar], or pglite-server --host (memory databases
 * opened and closed on request, for tests).
 * A template (a data folder dumped by PGlite) starts a memory database already migrated: tests open one per
 * file, and loading a dump takes ~1 s where initialising and migrating a new one takes ~10 s.
 */
import { PGlite } from '@electric-sql/pglite';
import { auto_explain } from '@electric-sql/pglite/contrib/auto_explain';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { installStatementCancellers, type StatementCanceller } from './pglite-cancel';

/**
 * A dump PGlite reads whole (it calls arrayBuffer() once): Node 20's Blob hands its bytes over in chunks and
 * joins them again, ~1 s of CPU for the 64 MB dump every API test file starts its database from.
 */
class BytesBlob extends Blob {
  readonly #bytes: ArrayBuffer;
  constructor(file: Buffer) {
    super([]);
    // a file this size is read into a buffer of its own: no copy (copying 64 MB costs ~0.3 s)
    const whole = file.byteOffset === 0 && file.byteLength === file.buffer.byteLength;
    this.#bytes = (
      whole ? file.buffer : file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength)
    ) as ArrayBuffer;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}

interface Instance {
  db: PGlite;
  server: PGLiteSocketServer;
  canceller: StatementCanceller;
}

const cancellers = installStatementCancellers();

async function openInstance(dataDir: string, socketDir: string, template?: string): Promise<Instance> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  mkdirSync(socketDir, { recursive: true });
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  rmSync(socketPath, { force: true });
  const loadDataDir = template ? new BytesBlob(readFileSync(template)) : undefined;
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent, auto_explain }, loadDataDir });
  const canceller = cancellers.latest();
  // auto_explain stays off (log_min_duration -1) until a transaction turns its timing on: see pglite-cancel.ts
  await db.exec("load 'auto_explain'");
  // PGlite has one session for every socket connection: set once, it holds for all (see SESSION_SETTINGS)
  await db.exec(
    "set random_page_cost = 1.1; set work_mem = '32MB'; set timezone = 'UTC'; set plan_cache_mode = force_generic_plan",
  );
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
  await server.start();
  return { db, server, canceller };
}

async function closeInstance({ db, server }: Instance): Promise<void> {
  await server.stop();
  await db.close();
}

/** What the parent asks of one database: a dump of it, or a deadline for its running statement. */
interface Request {
  /** in a host, the database asked about */
  db?: number;
  dumpTo?: string;
  cancelAfter?: number | null;
  id?: number;
}

function answer(instance: Instance, message: Request): void {
  if (message.cancelAfter !== undefined) {
    if (message.cancelAfter === null) instance.canceller.disarm();
    else instance.canceller.arm(message.cancelAfter);
    process.send?.({ cancelArmed: message.id, installed: instance.canceller.installed });
    return;
  }
  if (!message.dumpTo) return;
  const file = message.dumpTo;
  void instance.db
    .dumpDataDir('none')
    .then(async (dump) => writeFileSync(file, Buffer.from(await dump.arrayBuffer())))
    .then(
      () => process.send?.({ dumped: file }),
      (error: unknown) => process.send?.({ dumped: file, error: String(error) }),
    );
}

/** One database for the life of the process: a server's. */
async function serveOne(dataDir: string, socketDir: string, template?: string) {
  const instance = await openInstance(dataDir, socketDir, template);
  process.send?.({ ready: true, socketDir });
  const stop = async () => {
    await closeInstance(instance);
    process.exit(0);
  };
  process.on('message', (message: Request) => answer(instance, message));
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  process.on('disconnect', () => void stop());
}

interface HostRequest extends Request {
  open?: { socketDir: string; template?: string };
  close?: boolean;
}

/**
 * Memory databases opened and closed on request, each on a socket of its own: a test process opens hundreds,
 * and a process that has compiled PostgreSQL's WebAssembly once opens the next in ~1.1 s of CPU instead of ~4.
 * Opens run one at a time, so each database takes its own statement canceller.
 */
function host() {
  const instances = new Map<number, Instance>();
  let opening = Promise.resolve();
  process.on('message', (message: HostRequest) => {
    const id = message.db ?? 0;
    if (message.open) {
      const { socketDir, template } = message.open;
      opening = opening.then(() =>
        openInstance('memory://', socketDir, template).then(
          (instance) => {
            instances.set(id, instance);
            process.send?.({ opened: id });
          },
          (error: unknown) => {
            process.send?.({ opened: id, error: String(error) });
          },
        ),
      );
      return;
    }
    const instance = instances.get(id);
    if (!instance) return;
    if (message.close) {
      instances.delete(id);
      void closeInstance(instance).finally(() => process.send?.({ closed: id }));
      return;
    }
    answer(instance, message);
  });
  // the parent is gone: nothing is left to serve
  process.on('disconnect', () => process.exit(0));
  process.send?.({ ready: true });
}

const [first = 'memory://', socketDir = '.', template] = process.argv.slice(2);
const started = first === '--host' ? Promise.resolve(host()) : serveOne(first, socketDir, template);
started.catch((error: unknown) => {
  process.send?.({ ready: false, error: String(error) });
  process.exit(1);
});
