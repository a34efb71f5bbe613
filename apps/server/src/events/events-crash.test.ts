import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCatalogue } from '@/test/catalogue-factory';
import {
  createProcessDatabase,
  startServerProcess,
  type ProcessDatabase,
  type ServerProcess,
} from '@/test/server-process';

/** kill -9 of a real process between the commit of a write with its event and the event's delivery. */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cardbinder-events-crash-'));
let database: ProcessDatabase;
let server: ServerProcess | null = null;
let playerId = 0;

beforeAll(async () => {
  database = await createProcessDatabase(dataDir);
  const setup = await database.open();
  try {
    playerId = (await createCatalogue(setup)).players['mike-trout']!;
  } finally {
    await setup.close();
  }
}, 300_000);
afterAll(async () => {
  await server?.kill('SIGTERM');
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function query<T extends Record<string, unknown>>(statement: ReturnType<typeof sql>): Promise<T[]> {
  const attached = await database.open({ attach: true });
  try {
    return (await attached.db.execute<T>(statement)).rows as T[];
  } finally {
    await attached.close();
  }
}

it('a process killed after committing a write and its event loses nothing: the next worker delivers it', async () => {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/test/record-event-and-die.ts',
      dataDir,
      database.databaseUrl ?? '',
      String(playerId),
    ],
    { cwd: serverDir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  expect(signal, output).toBe('SIGKILL');
  expect(output).toContain('committed');

  // a fresh server process (its worker runs in it) on the same database
  server = await startServerProcess(database, 240_000);
  const deadline = Date.now() + 60_000;
  let title = '';
  while (Date.now() < deadline && title !== 'Michael Trout') {
    const [row] = await query<{ title: string }>(
      sql`select title from search_documents where entity_type = 'player' and entity_id = ${playerId}`,
    );
    title = row?.title ?? '';
    if (title !== 'Michael Trout') await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(title, server.output()).toBe('Michael Trout');
  // the job is marked done just after its effect shows: wait for it, within the same deadline
  let waiting = -1;
  while (waiting !== 0 && Date.now() < deadline) {
    const [events] = await query<{ waiting: number }>(
      sql`select count(*)::int as waiting from jobs where type = 'domain-event' and status <> 'completed'`,
    );
    waiting = events!.waiting;
    if (waiting !== 0) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(waiting, server.output()).toBe(0);
}, 300_000);
