import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSlugify, slugify } from '@cardbinder/shared';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';
import { createCatalogue } from '@/test/catalogue-factory';
import type { ChecklistImport } from '@/modules/ingestion';

/** Accented names everywhere an address has a slug: player, team, set, series and card. */
const checklist: ChecklistImport = {
  set: { name: 'Panini Fútbol', year: 2024, manufacturer: 'Panini', organization: 'MLB' },
  series: [
    {
      name: 'Base',
      isBase: true,
      cards: [
        {
          cardNumber: '1',
          players: [{ firstName: 'Ronald', lastName: 'Acuña Jr.', teamName: 'Atlanta Braves' }],
        },
        {
          cardNumber: '2',
          players: [{ firstName: 'Adrián', lastName: 'Beltré', teamName: 'Atlanta Braves' }],
        },
        // a player whose own slug is Beltré's literal form: the exact slug must win
        { cardNumber: '3', players: [{ firstName: 'Adrin', lastName: 'Beltr', teamName: 'Atlanta Braves' }] },
        { cardNumber: '4', players: [], teamNames: ['Águilas Cibaeñas'] },
      ],
    },
    {
      name: 'Niños Autographs',
      isBase: false,
      cards: [
        {
          cardNumber: 'NA-1',
          players: [{ firstName: 'Ronald', lastName: 'Acuña Jr.', teamName: 'Atlanta Braves' }],
        },
      ],
    },
  ],
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createCatalogue(t.database, checklist);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const slugFromSql = async (source: string, setStyle: boolean, fold: boolean) =>
  (await t.database.pool.query('select catalogue_slug($1, $2, $3) as slug', [source, setStyle, fold])).rows[0]
    .slug as string;

describe('literal slugs (accented letters dropped, the spec rule read literally)', () => {
  it('resolve a player to the canonical player, and an exact slug beats a literal twin', async () => {
    const acuna = await get('/api/players/by-slug/ronald-acua-jr');
    expect(acuna.statusCode).toBe(200);
    expect(acuna.json().player).toMatchObject({ last_name: 'Acuña Jr.', slug: 'ronald-acuna-jr' });
    expect((await get('/api/players/by-slug/ronald-acuna-jr')).json().player.slug).toBe('ronald-acuna-jr');

    const twin = await get('/api/players/by-slug/adrin-beltr');
    expect(twin.json().player).toMatchObject({ last_name: 'Beltr', slug: 'adrin-beltr' });
    expect((await get('/api/players/by-slug/adrian-beltre')).json().player.last_name).toBe('Beltré');
    expect((await get('/api/players/by-slug/ronald-acu-jr')).statusCode).toBe(404);
  });

  it('resolve a team, also as a player page filter', async () => {
    const aguilas = await get('/api/teams/by-slug/guilas-cibaeas');
    expect(aguilas.statusCode).toBe(200);
    expect(aguilas.json().team).toMatchObject({ name: 'Águilas Cibaeñas', slug: 'aguilas-cibaenas' });
    const filtered = await get('/api/players/by-slug/ronald-acua-jr?team=atlanta-braves');
    expect(filtered.json().selected_team.slug).toBe('atlanta-braves');
  });

  it('resolve a set and its series in the short and long forms', async () => {
    const set = await get('/api/sets/2024/panini-ftbol');
    expect(set.statusCode).toBe(200);
    expect(set.json().set).toMatchObject({ name: 'Panini Fútbol', slug: 'panini-futbol' });

    const canonical = '2024-panini-futbol-ninos-autographs';
    const short = await get('/api/series/by-slug/2024-panini-ftbol-nios-autographs');
    expect(short.json().series).toMatchObject({ slug: canonical, set_slug: 'panini-futbol' });
    const long = await get('/api/sets/2024/panini-ftbol/2024-panini-ftbol-nios-autographs');
    expect(long.json().series.slug).toBe(canonical);
    // a series named like its set part is only the year and set
    expect((await get('/api/series/by-slug/2024-panini-ftbol-base')).json().series.slug).toBe(
      '2024-panini-futbol-base',
    );
    expect((await get('/api/sets/2023/panini-ftbol')).statusCode).toBe(404);
  });

  it('resolve a card by its literal card slug, series or set slug', async () => {
    const long = await get('/api/card-detail/2024/panini-ftbol/2024-panini-ftbol-base/1-ronald-acua-jr');
    expect(long.statusCode).toBe(200);
    expect(long.json().card).toMatchObject({
      card_number: '1',
      card_slug: '1-ronald-acuna-jr',
      series_slug: '2024-panini-futbol-base',
      set_slug: 'panini-futbol',
    });
    const teamCard = await get(
      '/api/card-detail/2024/panini-futbol/2024-panini-futbol-base/4-guilas-cibaeas',
    );
    expect(teamCard.json().card).toMatchObject({ card_number: '4', card_slug: '4-aguilas-cibaenas' });
    const short = await get('/api/card/2024-panini-ftbol-nios-autographs/NA-1/ronald-acua-jr');
    expect(short.json().card).toMatchObject({
      card_number: 'NA-1',
      series_slug: '2024-panini-futbol-ninos-autographs',
    });
    // the exact card slug of the twin wins over Beltré's literal form
    const twin = await get('/api/card-detail/2024/panini-futbol/2024-panini-futbol-base/3-adrin-beltr');
    expect(twin.json().card.card_number).toBe('3');
    const missing = await get('/api/card-detail/2024/panini-ftbol/2024-panini-ftbol-base/9-nobody');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().series.series_slug).toBe('2024-panini-futbol-base');
  });

  it('follow renames made by an admin', async () => {
    const admin = (await authHeader(t, 'data_admin')).headers;
    const { player_id: playerId } = (await get('/api/players/by-slug/adrian-beltre')).json().player;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/players/${playerId}`,
      headers: admin,
      payload: { first_name: 'Adrián', last_name: 'Beltré Pérez' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await get('/api/players/by-slug/adrin-beltr-prez')).json().player.slug).toBe(
      'adrian-beltre-perez',
    );
    expect((await get('/api/players/by-slug/adrin-beltr')).json().player.last_name).toBe('Beltr');
  });
});

describe('the slug rules in SQL', () => {
  const names = [
    'Ronald Acuña Jr.',
    "Tyler O'Neill",
    'J.D. Martínez',
    'Søren  Ørsted',
    'Zoë Ü-ber  --  Straße',
    'İbrahim Ñúñez',
    'Two\u00a0Words',
    ' -Édgar- ',
    "Bowman's Best: 1st Edition™",
  ];

  it('transliterate exactly as the app builds slugs', async () => {
    for (const name of names) {
      expect(await slugFromSql(name, false, true)).toBe(slugify(name));
      expect(await slugFromSql(name, true, true)).toBe(setSlugify(name));
    }
  });

  it('drop accented letters in the literal form and carry a uniqueness suffix', async () => {
    expect(await slugFromSql('Ronald Acuña Jr.', false, false)).toBe('ronald-acua-jr');
    expect(await slugFromSql('2024 Panini Fútbol Niños', true, false)).toBe('2024-panini-ftbol-nios');
    const ascii = async (slug: string, source: string) =>
      (await t.database.pool.query('select catalogue_ascii_slug($1, $2, false) as s', [slug, source])).rows[0]
        .s;
    expect(await ascii('jose-ramirez-2', 'José Ramírez')).toBe('jos-ramrez-2');
    expect(await ascii('jose-ramirez', 'José Ramírez')).toBe('jos-ramrez');
    expect(await ascii('mike-trout', 'Mike Trout')).toBeNull();
    expect(await ascii('el-mago', 'José Ramírez')).toBeNull();
    expect(await ascii('jose-ramirez-jr', 'José Ramírez')).toBeNull();
  });
});
