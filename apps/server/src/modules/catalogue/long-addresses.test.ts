import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createCatalogue } from '@/test/catalogue-factory';
import type { ChecklistImport } from '@/modules/ingestion';

/** A book card of eight players (2025 Leaf A Bronx Legacy "OCTOber Legends"): its address is long. */
const names = [
  ['Bucky', 'Dent'],
  ['Darryl', 'Strawberry'],
  ['Graig', 'Nettles'],
  ['Jim', 'Leyritz'],
  ['Roy', 'White'],
  ['Charlie', 'Hayes'],
  ['Dave', 'Justice'],
  ['Paul', "O'Neill"],
];
const checklist: ChecklistImport = {
  set: { name: 'Leaf A Bronx Legacy', year: 2025, manufacturer: 'Leaf', organization: 'MLB' },
  series: [
    {
      name: 'OCTOber Legends Autographs',
      isBase: false,
      cards: [
        {
          cardNumber: 'OL-1',
          players: names.map(([firstName, lastName]) => ({
            firstName: firstName!,
            lastName: lastName!,
            teamName: 'New York Yankees',
          })),
        },
      ],
    },
  ],
};

let t: TestApp;
let seriesSlug: string;
beforeAll(async () => {
  t = await createTestApp();
  seriesSlug = (await createCatalogue(t.database, checklist)).seriesSlugs['OCTOber Legends Autographs']!;
});
afterAll(() => t.close());

describe('addresses of cards with many players', () => {
  it('opens a card whose player part is over 100 characters', async () => {
    const playerSlug =
      'bucky-dent-darryl-strawberry-graig-nettles-jim-leyritz-roy-white-charlie-hayes-dave-justice-paul-oneill';
    expect(playerSlug.length).toBeGreaterThan(100);
    const response = await t.app.inject({ method: 'GET', url: `/api/card/${seriesSlug}/OL-1/${playerSlug}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().card).toMatchObject({ card_number: 'OL-1', player_slug: playerSlug });
  });

  it('answers a part over the contract limit with a 400, not a server error', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/card/${seriesSlug}/OL-1/${'a'.repeat(400)}`,
    });
    expect([400, 414]).toContain(response.statusCode);
  });
});
