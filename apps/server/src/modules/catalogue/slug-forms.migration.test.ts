import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, migrationsFolder, type Database } from '@/db/client';
import { ingestChecklist } from '@/modules/ingestion';
import { openTestDatabase } from '@/test/test-database';
import { testEvents } from '@/test/test-events';

/** The migrations up to (not including) the one that adds the literal slugs, in a folder of their own. */
function migrationsBeforeAsciiSlugs(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'cardbinder-migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag.endsWith('_ascii_slugs'));
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

let database: Database | undefined;
let folder: string | undefined;
afterAll(async () => {
  await database?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('migration of the literal slugs', () => {
  it('fills them for a catalogue written before it', async () => {
    database = await openTestDatabase({ migrate: false });
    folder = migrationsBeforeAsciiSlugs();
    await migrateDatabase(database, folder);
    await ingestChecklist(
      database.db,
      {
        set: { name: 'Panini Fútbol', year: 2024, manufacturer: 'Panini', organization: 'MLB' },
        series: [
          {
            name: 'Niños',
            isBase: true,
            cards: [
              {
                cardNumber: '1',
                players: [{ firstName: 'Ronald', lastName: 'Acuña Jr.', teamName: 'Águilas' }],
              },
              { cardNumber: '2', players: [{ firstName: 'Mike', lastName: 'Trout', teamName: 'Águilas' }] },
            ],
          },
        ],
      },
      testEvents,
    );

    await migrateDatabase(database);
    const forms = async (table: string, where: string) =>
      (await database!.pool.query(`select slug, ascii_slug from ${table} where ${where}`)).rows[0];
    expect(await forms('players', `last_name = 'Acuña Jr.'`)).toEqual({
      slug: 'ronald-acuna-jr',
      ascii_slug: 'ronald-acua-jr',
    });
    expect(await forms('players', `last_name = 'Trout'`)).toEqual({ slug: 'mike-trout', ascii_slug: null });
    expect(await forms('teams', `name = 'Águilas'`)).toEqual({ slug: 'aguilas', ascii_slug: 'guilas' });
    expect(await forms('sets', `year = 2024`)).toEqual({ slug: 'panini-futbol', ascii_slug: 'panini-ftbol' });
    expect(await forms('series', `name = 'Niños'`)).toEqual({
      slug: '2024-panini-futbol-ninos',
      ascii_slug: '2024-panini-ftbol-nios',
    });
  });
});
