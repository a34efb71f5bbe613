import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCard } from '@cardbinder/shared';
import { addUserCard, cardId, createCatalogue } from '@/test/catalogue-factory';
import { authHeader, createTestApp, createUser, type TestApp } from '@/test/test-app';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
let admin: Record<string, string>;
let base: number;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createCatalogue(t.database);
  admin = (await authHeader(t, 'data_admin')).headers;
  base = catalogue.series['Base']!;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const rows = async (query: string, params: unknown[] = []) =>
  (await t.database.pool.query(query, params)).rows;
const cardsOf = async (seriesId: number) =>
  (await call('GET', `/api/admin/cards?series_id=${seriesId}`)).json<{ cards: AdminCard[] }>().cards;

describe('role checks', () => {
  it('401s visitors and 403s plain users on every card call, writing nothing', async () => {
    const user = (await authHeader(t)).headers;
    const card = await cardId(t.database, base, '1');
    const calls: [Method, string, object?][] = [
      ['GET', `/api/admin/cards?series_id=${base}`],
      ['PUT', `/api/admin/cards/${card}`, { card_number: 'X1', version: 'x' }],
      ['POST', '/api/admin/cards', { series_id: base, card_number: 'X1' }],
      ['DELETE', `/api/admin/cards/${card}`],
      ['GET', '/api/player-team-search?q=trout'],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, {})).statusCode).toBe(401);
      expect((await call(method, url, payload, user)).statusCode).toBe(403);
    }
    expect(await rows(`select 1 from cards where card_number = 'X1'`)).toHaveLength(0);
  });
});

describe('player-team search', () => {
  it('needs 2 characters and answers player-team pairs', async () => {
    const short = await call('GET', '/api/player-team-search?q=t');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: 'Enter at least 2 characters to search players' });
    const found = await call('GET', '/api/player-team-search?q=trou&limit=50');
    expect(found.json()).toMatchObject({
      playerTeamCombinations: [{ player: { name: 'Mike Trout' }, team: { name: 'Los Angeles Angels' } }],
    });
  });
});

describe('card edits', () => {
  it('lists the series cards with their pairs and a version', async () => {
    const cards = await cardsOf(base);
    expect(cards).toHaveLength(8);
    expect(cards[3]).toMatchObject({ card_number: '4', card_player_teams: [{}, {}] });
    expect(cards[0]!.version).toMatch(/^[0-9a-f]{32}$/);
  });

  it('saves a trimmed card, refuses a stale version (409) and a repeated pair', async () => {
    const card = (await cardsOf(base))[0]!;
    const trout = catalogue.players['mike-trout']!;
    const angels = catalogue.teams['los-angeles-angels']!;
    const mariners = catalogue.teams['seattle-mariners']!;
    const twice = await call('PUT', `/api/admin/cards/${card.card_id}`, {
      card_number: '1',
      version: card.version,
      players: [
        { player_id: trout, team_id: angels },
        { player_id: trout, team_id: angels },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ message: 'This player-team combination is already on the card' });

    const badSort = await call('PUT', `/api/admin/cards/${card.card_id}`, {
      card_number: '1',
      version: card.version,
      sort_order: 1.5,
    });
    expect(badSort.json()).toMatchObject({ message: 'Sort order must be a whole number' });

    const saved = await call('PUT', `/api/admin/cards/${card.card_id}`, {
      card_number: ' 1a ',
      sort_order: '',
      print_run: 99,
      is_rookie: true,
      notes: '  Short print ',
      version: card.version,
      players: [
        { player_id: trout, team_id: angels },
        { player_id: trout, team_id: mariners },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const answer = saved.json<{ message: string; card: AdminCard }>();
    expect(answer).toMatchObject({
      message: 'Card updated successfully',
      card: {
        card_number: '1a',
        slug: '1a-mike-trout',
        sort_order: null,
        print_run: 99,
        notes: 'Short print',
      },
    });
    expect(answer.card.card_player_teams.map((pair) => pair.team.team_id)).toEqual([angels, mariners]);
    // the player is now linked to the new team, and the counts followed
    const link = await rows('select card_count from player_teams where player_id = $1 and team_id = $2', [
      trout,
      mariners,
    ]);
    expect(link[0].card_count).toBe(1);
    expect((await rows('select rookie_count from series where series_id = $1', [base]))[0].rookie_count).toBe(
      2,
    );

    // a second admin who opened the card before this save is told it changed
    const stale = await call('PUT', `/api/admin/cards/${card.card_id}`, {
      card_number: '1',
      version: card.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^This card was changed by someone else/);
    expect(
      (await rows('select card_number from cards where card_id = $1', [card.card_id]))[0].card_number,
    ).toBe('1a');
  });

  it('refuses a card number already in the series', async () => {
    const card = (await cardsOf(base)).find((row) => row.card_number === '2')!;
    const taken = await call('PUT', `/api/admin/cards/${card.card_id}`, {
      card_number: '3',
      version: card.version,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: 'Card number 3 is already in this series' });
    // a save without the player list keeps the card's players
    const kept = await call('PUT', `/api/admin/cards/${card.card_id}`, {
      card_number: '2',
      version: card.version,
      notes: 'RC',
    });
    expect(kept.json<{ card: AdminCard }>().card.card_player_teams).toHaveLength(1);
  });
});

describe('add and delete', () => {
  it('adds a card with a player, then deletes it; refuses deleting an owned card naming the copies', async () => {
    const julio = catalogue.players['julio-rodriguez']!;
    const mariners = catalogue.teams['seattle-mariners']!;
    const created = await call('POST', '/api/admin/cards', {
      series_id: base,
      card_number: '99',
      players: [{ player_id: julio, team_id: mariners }],
    });
    expect(created.statusCode).toBe(201);
    const card = created.json<{ card: AdminCard }>().card;
    expect(card).toMatchObject({ card_number: '99', slug: '99-julio-rodriguez' });
    expect(
      (await rows('select card_entered_count from series where series_id = $1', [base]))[0],
    ).toMatchObject({
      card_entered_count: 9,
    });

    const collector = await createUser(t.database);
    await addUserCard(t.database, collector.userId, card.card_id, 3);
    const refused = await call('DELETE', `/api/admin/cards/${card.card_id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'Cannot delete card: collectors own 3 copies of it. Remove them from their collections first.',
    });
    await t.database.pool.query('delete from user_cards where card_id = $1', [card.card_id]);
    const deleted = await call('DELETE', `/api/admin/cards/${card.card_id}`);
    expect(deleted.json()).toMatchObject({ message: 'Deleted card #99' });
    expect(
      (await rows('select card_entered_count from series where series_id = $1', [base]))[0],
    ).toMatchObject({
      card_entered_count: 8,
    });
  });
});
