import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardDetailResponseSchema,
  cardsResponseSchema,
  PACKED_CARD_TABLE_MEDIA_TYPE,
  unpackCards,
  type Card,
  type CardDetail,
  type PackedCards,
} from '@cardbinder/shared';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';
import { addUserCard, cardId, createCatalogue } from '@/test/catalogue-factory';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
let baseSlug: string;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createCatalogue(t.database);
  baseSlug = catalogue.seriesSlugs['Base']!;
});
afterAll(() => t.close());

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const card = async (url: string, headers?: Record<string, string>) => {
  const response = await get(url, headers);
  expect(response.statusCode).toBe(200);
  const body = response.json<{ success: boolean; card: CardDetail }>();
  expect(body.success).toBe(true);
  expect(cardDetailResponseSchema.strict().parse(body).card).toEqual(body.card);
  return body.card;
};

describe('card detail', () => {
  it('GET /api/card/:seriesSlug/:cardNumber/:playerSlug gives the card with neighbours and parallels', async () => {
    const detail = await card(`/api/card/${baseSlug}/4/mike-trout-shohei-ohtani`);
    expect(detail).toMatchObject({
      card_number: '4',
      card_slug: '4-mike-trout-shohei-ohtani',
      player_names: 'Mike Trout, Shohei Ohtani',
      player_slug: 'mike-trout-shohei-ohtani',
      series_name: 'Base',
      set_name: 'Topps Series One',
      set_year: 2023,
      cyc_population: 0,
      prev_card: { card_number: '3', player_names: 'Shohei Ohtani', player_slug: 'shohei-ohtani' },
      next_card: { card_number: '5', card_slug: '5-tyler-oneill' },
    });
    expect(detail.teams.map((team) => team.slug)).toEqual(['los-angeles-angels']);
    expect(detail.primary_team?.abbreviation).toBe('LAA');
    expect(detail.parallels.map((p) => [p.name, p.is_current, p.card_number])).toEqual([
      ['Base', true, '4'],
      ['Gold', false, '4'],
    ]);
    expect(detail).not.toHaveProperty('user_card_count');
  });

  it('the first and last cards have no previous / next', async () => {
    expect((await card(`/api/card/${baseSlug}/1/mike-trout`)).prev_card).toBeNull();
    expect((await card(`/api/card/${baseSlug}/8/filler-player8`)).next_card).toBeNull();
  });

  it('the player part of the short route is decoration; the long route uses the card slug', async () => {
    const short = await card(`/api/card/${baseSlug}/2/whoever`);
    const long = await card(`/api/card-detail/2023/${catalogue.setSlug}/${baseSlug}/2-julio-rodriguez`);
    expect(long).toEqual(short);
    expect(long).toMatchObject({
      is_rookie: true,
      card_player_teams: [{ is_rookie: true, player: { slug: 'julio-rodriguez' } }],
    });
    const byNumber = await card(`/api/card-detail/2023/${catalogue.setSlug}/${baseSlug}/2`);
    expect(byNumber.card_id).toBe(long.card_id);
  });

  it('counts the population and the signed-in user’s copies', async () => {
    const { user, headers } = await authHeader(t);
    const other = await authHeader(t);
    const id = await cardId(t.database, catalogue.series['Base']!, '3');
    await addUserCard(t.database, user.userId, id, 2);
    await addUserCard(t.database, other.user.userId, id);
    const detail = await card(`/api/card/${baseSlug}/3/shohei-ohtani`, headers);
    expect(detail).toMatchObject({ cyc_population: 3, user_card_count: 2 });
  });

  it('404s a missing card with the series’ first card as a fallback', async () => {
    const response = await get(`/api/card/${baseSlug}/999/nobody`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Card not found',
      series: {
        series_slug: baseSlug,
        set_slug: 'topps-series-one',
        set_year: 2023,
        first_card: { card_number: '1' },
      },
    });
    const noSeries = await get('/api/card/no-such-series/1/x');
    expect(noSeries.statusCode).toBe(404);
    expect(noSeries.json()).toMatchObject({ message: 'Card not found' });
    const wrongSet = await get(`/api/card-detail/2022/${catalogue.setSlug}/${baseSlug}/1-mike-trout`);
    expect(wrongSet.statusCode).toBe(404);
  });
});

describe('card page parallels', () => {
  const player = { firstName: 'Parallel', lastName: 'Tester', teamName: 'Seattle Mariners' };
  const number = (cards: string[]) => cards.map((cardNumber) => ({ cardNumber, players: [player] }));
  const parallelOf = (parentName: string, name: string, printRun: number) => ({
    name,
    isBase: false,
    parentName,
    printRunDisplay: `/${printRun}`,
    minPrintRun: printRun,
    maxPrintRun: printRun,
    cards: [],
  });
  let slugs: Record<string, string>;

  beforeAll(async () => {
    // inserts that reuse the base's numbers (pins, redemptions) and an insert with a parallel of its own
    const made = await createCatalogue(t.database, {
      set: { name: 'Parallels Test Set', year: 2024 },
      series: [
        { name: 'Base', isBase: true, cards: number(['1', '2']) },
        parallelOf('Base', 'Blue', 150),
        parallelOf('Base', 'Red', 5),
        { name: 'Enamel Pins', isBase: false, cards: number(['1']) },
        { name: 'Redemptions', isBase: false, cards: number(['1', '2']) },
        { name: 'Stars', isBase: false, cards: number(['1']) },
        parallelOf('Stars', 'Stars Gold', 50),
      ],
    });
    slugs = made.seriesSlugs;
  });

  const parallelsOf = async (series: string, cardNumber: string) =>
    (await card(`/api/card/${slugs[series]}/${cardNumber}/parallel-tester`)).parallels.map((p) =>
      p.is_current ? `${p.name} (current)` : p.name,
    );

  it('a base card lists its own parallels, never inserts of the same number', async () => {
    expect(await parallelsOf('Base', '1')).toEqual(['Base (current)', 'Blue', 'Red']);
    expect(await parallelsOf('Base', '2')).toEqual(['Base (current)', 'Blue', 'Red']);
  });

  it('a parallel card lists its base and sibling parallels', async () => {
    expect(await parallelsOf('Red', '1')).toEqual(['Base', 'Blue', 'Red (current)']);
  });

  it('an insert lists only its own family', async () => {
    expect(await parallelsOf('Stars', '1')).toEqual(['Stars (current)', 'Stars Gold']);
    expect(await parallelsOf('Stars Gold', '1')).toEqual(['Stars', 'Stars Gold (current)']);
    expect(await parallelsOf('Enamel Pins', '1')).toEqual(['Enamel Pins (current)']);
  });
});

describe('GET /api/cards', () => {
  it("sends a visitor's table gzipped once made, the same bytes as the plain answer", async () => {
    const url = `/api/cards?series_id=${catalogue.series['Base']}`;
    const plain = await get(url);
    const zipped = await get(url, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect((await get(url, { 'accept-encoding': 'gzip' })).rawPayload.equals(zipped.rawPayload)).toBe(true);
  });

  it('lists a series in series order', async () => {
    const response = await get(`/api/cards?series_id=${catalogue.series['Base']}&limit=10000`);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const cards = response.json<{ cards: Card[] }>().cards;
    // exactly the contract's shape (zod would strip anything extra)
    expect(cardsResponseSchema.parse({ cards })).toEqual({ cards });
    expect(cards.map((c) => c.card_number)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(cards[4]).toMatchObject({
      player_names: "Tyler O'Neill",
      series_name: 'Base',
      series_slug: baseSlug,
    });
    // a table row carries no series images or colour objects: 10,000 rows would repeat them for nothing
    expect(Object.keys(cards[4]!)).not.toContain('series_rel');
    expect(cards[4]!.card_player_teams[0]).toEqual({
      player: expect.objectContaining({ slug: 'tyler-oneill' }),
      team: expect.objectContaining({ team_id: expect.any(Number) }),
    });
  });

  it('finds a series by slug or name (the card page fallback) and honours limit', async () => {
    const bySlug = await get(`/api/cards?series_slug=${baseSlug}&limit=2`);
    expect(bySlug.json<{ cards: Card[] }>().cards.map((c) => c.card_number)).toEqual(['1', '2']);
    const byName = await get(`/api/cards?series_name=Gold&limit=1`);
    expect(byName.json<{ cards: Card[] }>().cards).toEqual([
      expect.objectContaining({ card_number: '1', series_name: 'Gold', print_run: 2023 }),
    ]);
    const nameAsSlug = await get(`/api/cards?series_name=${baseSlug}&limit=1`);
    expect(nameAsSlug.json<{ cards: Card[] }>().cards[0]!.series_slug).toBe(baseSlug);
    expect((await get('/api/cards?series_name=nope')).json()).toEqual({ cards: [] });
  });

  it('lists a player’s cards by id or by name', async () => {
    const byName = await get(`/api/cards?player_name=${encodeURIComponent('julio rodríguez')}`);
    expect(byName.json<{ cards: Card[] }>().cards.map((c) => c.series_name)).toEqual(['Base', 'Gold']);
    const byId = await get(`/api/cards?player_id=${catalogue.players['mike-trout']}`);
    expect(byId.json<{ cards: Card[] }>().cards).toHaveLength(5);
  });

  it('goes as the packed table, gzip-encoded, to a client that asks for one, the same answer once unpacked', async () => {
    const accept = `${PACKED_CARD_TABLE_MEDIA_TYPE}, application/json;q=0.9`;
    const unpacked = async (url: string, headers: Record<string, string> = {}) => {
      const file = await get(url, { ...headers, accept, 'accept-encoding': 'gzip, br' });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(PACKED_CARD_TABLE_MEDIA_TYPE);
      expect(file.headers['content-encoding']).toBe('gzip');
      expect(file.headers['vary']).toContain('accept-encoding');
      // a client that takes no gzip gets the same table plain
      const plainFile = await get(url, { ...headers, accept, 'accept-encoding': 'identity' });
      expect(plainFile.headers['content-encoding']).toBeUndefined();
      expect(plainFile.body).toBe(gunzipSync(file.rawPayload).toString());
      return unpackCards(JSON.parse(gunzipSync(file.rawPayload).toString()) as PackedCards);
    };
    const series = `/api/cards?series_id=${catalogue.series['Base']}&limit=10000`;
    const plain = await get(series);
    expect(plain.headers['vary']).toContain('accept');
    expect(await unpacked(series)).toEqual(plain.json());
    expect((await unpacked(series)).cards).toHaveLength(8);
    // a player's cards span series; a signed-in user's rows carry their copies
    const { user, headers } = await authHeader(t);
    await addUserCard(t.database, user.userId, await cardId(t.database, catalogue.series['Base']!, '1'), 2);
    const player = `/api/cards?player_id=${catalogue.players['mike-trout']}`;
    const own = await unpacked(player, headers);
    expect(own).toEqual((await get(player, headers)).json());
    expect(own.cards.map((c) => c.user_card_count)).toContain(2);
    expect(await unpacked(player)).toEqual((await get(player)).json());
    expect(await unpacked('/api/cards?player_name=nobody-at-all')).toEqual({ cards: [] });
  });

  it('400s without a selector and with a limit above 10000', async () => {
    const none = await get('/api/cards');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: expect.stringContaining('series_id') });
    expect((await get(`/api/cards?series_id=1&limit=10001`)).statusCode).toBe(400);
  });
});

describe('GET /api/cards/parallel-series', () => {
  it('lists the series of a set holding the card number', async () => {
    const response = await get(`/api/cards/parallel-series?set_id=${catalogue.setId}&card_number=1`);
    expect(response.statusCode).toBe(200);
    const series = response.json<{ series: { name: string; series_slug: string; card_slug: string }[] }>()
      .series;
    expect(series.map((s) => s.name)).toEqual(['Base', 'Gold']);
    expect(series[1]).toMatchObject({
      card_slug: '1-mike-trout',
      is_base: false,
      print_run_display: '/2023',
    });
  });
});
