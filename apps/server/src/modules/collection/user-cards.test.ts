import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { COLLECTION_MESSAGES, RANDOM_CODE } from '@cardbinder/shared';
import { userCards } from '@/db/schema';
import {
  createCollectionCatalogue,
  createCollector,
  type CollectionCatalogue,
} from '@/test/collection-factory';
import { createTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
let cat: CollectionCatalogue;
let alice: Awaited<ReturnType<typeof createCollector>>;
let bob: Awaited<ReturnType<typeof createCollector>>;

beforeAll(async () => {
  t = await createTestApp();
  cat = await createCollectionCatalogue(t.database);
  alice = await createCollector(t);
  bob = await createCollector(t);
});
afterAll(async () => {
  await t.close();
});

const rowsOf = (userId: number) => t.database.db.select().from(userCards).where(eq(userCards.userId, userId));
const count = async (userId: number) => (await rowsOf(userId)).length;
const codePattern = new RegExp(`^[${RANDOM_CODE.alphabet}]{${RANDOM_CODE.length}}$`);

async function agencyId(abbreviation: string): Promise<number> {
  const result = await t.database.db.execute<{ id: number }>(
    sql`select grading_agency_id as id from grading_agencies where abbreviation = ${abbreviation}`,
  );
  return result.rows[0]!.id;
}

async function bobLocation(): Promise<number> {
  const response = await bob.call('POST', '/api/user/locations', { location: `Bob box ${Math.random()}` });
  return response.json().location.user_location_id;
}

describe('authentication', () => {
  it.each([
    ['POST', '/api/user/cards'],
    ['POST', '/api/user/cards/bulk'],
    ['GET', '/api/user/cards/1'],
    ['PUT', '/api/user/cards/1'],
    ['DELETE', '/api/user/cards/1'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      payload: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBeTruthy();
  });
});

describe('POST /api/user/cards', () => {
  it('adds a copy with every edit field and a generated 4-character code', async () => {
    const psa = await agencyId('PSA');
    const location = (await alice.call('POST', '/api/user/locations', { location: 'Binder 1' })).json()
      .location;
    const response = await alice.call('POST', '/api/user/cards', {
      card_id: cat.card['Gold/11'],
      serial_number: 25,
      user_location: location.user_location_id,
      purchase_price: '12.5',
      estimated_value: 40.25,
      grading_agency: psa,
      grade: '9.5',
      grade_id: '84512277',
      aftermarket_autograph: true,
      notes: "Pulled at the card show — O'Neil's table",
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user_card_id).toBe(body.card.user_card_id);
    expect(body.card).toMatchObject({
      card_number: '11',
      print_run: 25,
      serial_number: 25,
      location_name: 'Binder 1',
      purchase_price: 12.5,
      estimated_value: 40.25,
      grading_agency_abbr: 'PSA',
      grade: 9.5,
      is_rookie: true,
      series_rel: { name: 'Gold' },
      color_rel: { color: 'Gold', hex_color: '#d4af37' },
    });
    expect(body.card.card_player_teams[0].player).toMatchObject({
      first_name: 'Corbin',
      last_name: 'Carroll',
    });
    const [row] = (await rowsOf(alice.user.userId)).filter((r) => r.userCardId === body.user_card_id);
    expect(row).toMatchObject({
      purchasePrice: '12.50',
      estimatedValue: '40.25',
      grade: '9.5',
      gradeId: '84512277',
    });
    expect(row!.randomCode).toMatch(codePattern);
  });

  it('adds with only card_id, location none and notes', async () => {
    const response = await alice.call('POST', '/api/user/cards', {
      card_id: cat.card['Base/1'],
      user_location: null,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().card).toMatchObject({ user_location: null, serial_number: null, grade: null });
  });

  it.each([
    [{ card_id: 'abc' }, COLLECTION_MESSAGES.invalidId('card')],
    [{ purchase_price: -1 }, COLLECTION_MESSAGES.price('Purchase price')],
    [{ estimated_value: '10.005' }, COLLECTION_MESSAGES.price('Estimated value')],
    [{ purchase_price: 'ten' }, COLLECTION_MESSAGES.price('Purchase price')],
    [{ grade: '9.55' }, COLLECTION_MESSAGES.grade],
    [{ card_key: 'Base/1', serial_number: 3 }, COLLECTION_MESSAGES.serialNoPrintRun],
    [{ card_key: 'Gold/1', serial_number: 26 }, COLLECTION_MESSAGES.serialRange(25)],
    [{ card_key: 'Black/1', serial_number: 2 }, COLLECTION_MESSAGES.serialRange(1)],
    [{ card_key: 'Gold/1', serial_number: 0 }, 'Serial number must be a whole number from 1'],
    [{ grading_agency: 999 }, COLLECTION_MESSAGES.agencyNotFound],
    [{ random_code: 'no spaces!' }, COLLECTION_MESSAGES.codeInvalid],
  ])('refuses %o with a clear message and writes nothing', async (input, message) => {
    const before = await count(alice.user.userId);
    const { card_key: key, ...fields } = input as Record<string, unknown>;
    const response = await alice.call('POST', '/api/user/cards', {
      card_id: cat.card[(key as string) ?? 'Base/2'],
      ...fields,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, message });
    expect(await count(alice.user.userId)).toBe(before);
  });

  it('answers 404 for an unknown card and for another user’s location, writing nothing', async () => {
    const before = await count(alice.user.userId);
    const unknown = await alice.call('POST', '/api/user/cards', { card_id: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(COLLECTION_MESSAGES.cardNotFound);
    const foreign = await alice.call('POST', '/api/user/cards', {
      card_id: cat.card['Base/1'],
      user_location: await bobLocation(),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(COLLECTION_MESSAGES.locationNotFound);
    expect(await count(alice.user.userId)).toBe(before);
  });

  it('keeps a chosen code unique per collection (409) but lets another user reuse it', async () => {
    const first = await alice.call('POST', '/api/user/cards', {
      card_id: cat.card['Base/2'],
      random_code: 'box7',
    });
    expect(first.json().card.random_code).toBe('BOX7');
    const again = await alice.call('POST', '/api/user/cards', {
      card_id: cat.card['Base/2'],
      random_code: 'BOX7',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COLLECTION_MESSAGES.codeTaken);
    const other = await bob.call('POST', '/api/user/cards', {
      card_id: cat.card['Base/2'],
      random_code: 'BOX7',
    });
    expect(other.statusCode).toBe(201);
  });

  it('never loses a count when the same card is added concurrently', async () => {
    const collector = await createCollector(t);
    const adds = Array.from({ length: 25 }, () =>
      collector.call('POST', '/api/user/cards', { card_id: cat.card['Base/10'] }),
    );
    const responses = await Promise.all(adds);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(25).fill(201));
    const rows = await rowsOf(collector.user.userId);
    expect(rows).toHaveLength(25);
    expect(new Set(rows.map((r) => r.randomCode)).size).toBe(25);
    const counts = await collector.call(
      'GET',
      `/api/user/collection/owned-counts?card_id=${cat.card['Base/10']}`,
    );
    expect(counts.json().counts).toEqual({ [String(cat.card['Base/10'])]: 25 });
  });
});

describe('POST /api/user/cards/bulk', () => {
  it('adds one copy of each card, in one go', async () => {
    const collector = await createCollector(t);
    const ids = [cat.card['Base/1']!, cat.card['Base/2']!, cat.card['Relics/R-AJ']!];
    const response = await collector.call('POST', '/api/user/cards/bulk', { card_ids: ids });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ added: 3, message: 'Added 3 cards to your collection' });
    expect((await rowsOf(collector.user.userId)).map((r) => r.cardId).sort()).toEqual([...ids].sort());
    const one = await collector.call('POST', '/api/user/cards/bulk', { card_ids: [cat.card['Base/1']] });
    expect(one.json()).toMatchObject({ added: 1, message: 'Added 1 card to your collection' });
  });

  it('writes nothing when one card does not exist, or the list is empty', async () => {
    const collector = await createCollector(t);
    const missing = await collector.call('POST', '/api/user/cards/bulk', {
      card_ids: [cat.card['Base/1'], 999999],
    });
    expect(missing.statusCode).toBe(404);
    const empty = await collector.call('POST', '/api/user/cards/bulk', { card_ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(COLLECTION_MESSAGES.noCards);
    expect(await count(collector.user.userId)).toBe(0);
  });
});

describe('PUT and DELETE /api/user/cards/{user_card_id}', () => {
  async function aliceCard(cardKey = 'Gold/2') {
    return (await alice.call('POST', '/api/user/cards', { card_id: cat.card[cardKey] })).json().card;
  }

  it('updates the edit fields and toggles the favourite flag alone', async () => {
    const card = await aliceCard();
    const bgs = await agencyId('BGS');
    const edited = await alice.call('PUT', `/api/user/cards/${card.user_card_id}`, {
      serial_number: '7',
      purchase_price: '',
      estimated_value: '99.99',
      grading_agency: bgs,
      grade: 9.5,
      grade_id: '0012345678',
      notes: 'Centered',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Card updated successfully',
      card: {
        serial_number: 7,
        purchase_price: null,
        estimated_value: 99.99,
        grading_agency_abbr: 'BGS',
        grade: 9.5,
      },
    });
    const fave = await alice.call('PUT', `/api/user/cards/${card.user_card_id}`, { is_special: true });
    expect(fave.json().card).toMatchObject({ is_special: true, grade: 9.5, notes: 'Centered' });
    const unfave = await alice.call('PUT', `/api/user/cards/${card.user_card_id}`, { is_special: false });
    expect(unfave.json().card.is_special).toBe(false);
  });

  it('clears grade and certificate when the agency is set back to Not Graded', async () => {
    const card = await aliceCard();
    await alice.call('PUT', `/api/user/cards/${card.user_card_id}`, {
      grading_agency: await agencyId('SGC'),
      grade: '10',
      grade_id: 'X1',
    });
    const cleared = await alice.call('PUT', `/api/user/cards/${card.user_card_id}`, { grading_agency: null });
    expect(cleared.json().card).toMatchObject({ grading_agency: null, grade: null, grade_id: null });
  });

  it('refuses a serial above the print run and leaves the card unchanged', async () => {
    const card = await aliceCard();
    const response = await alice.call('PUT', `/api/user/cards/${card.user_card_id}`, {
      serial_number: 26,
      notes: 'should not land',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(COLLECTION_MESSAGES.serialRange(25));
    const [row] = await t.database.db
      .select()
      .from(userCards)
      .where(eq(userCards.userCardId, card.user_card_id));
    expect(row!.notes).toBeNull();
  });

  it('answers 404 for another user’s card and leaves it unchanged', async () => {
    const card = await aliceCard();
    const put = await bob.call('PUT', `/api/user/cards/${card.user_card_id}`, {
      notes: 'mine now',
      is_special: true,
    });
    expect(put.statusCode).toBe(404);
    const del = await bob.call('DELETE', `/api/user/cards/${card.user_card_id}`);
    expect(del.statusCode).toBe(404);
    const copies = await bob.call('GET', `/api/user/cards/${cat.card['Gold/2']}`);
    expect(
      copies.json().cards.every((c: { user_card_id: number }) => c.user_card_id !== card.user_card_id),
    ).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(userCards)
      .where(eq(userCards.userCardId, card.user_card_id));
    expect(row).toMatchObject({ notes: null, isSpecial: false, userId: alice.user.userId });
  });

  it('refuses malformed ids and a location of another user', async () => {
    expect((await alice.call('PUT', '/api/user/cards/abc', { notes: 'x' })).json().message).toBe(
      COLLECTION_MESSAGES.invalidId('card'),
    );
    expect((await alice.call('DELETE', '/api/user/cards/-1')).statusCode).toBe(400);
    const card = await aliceCard();
    const moved = await alice.call('PUT', `/api/user/cards/${card.user_card_id}`, {
      user_location: await bobLocation(),
    });
    expect(moved.statusCode).toBe(404);
  });

  it('deletes the user’s own copy', async () => {
    const card = await aliceCard('Base/27');
    const response = await alice.call('DELETE', `/api/user/cards/${card.user_card_id}`);
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(userCards)
      .where(eq(userCards.userCardId, card.user_card_id));
    expect(row).toBeUndefined();
  });
});

describe('GET /api/user/cards/{card_id} and GET /api/grading-agencies', () => {
  it('lists only the signed-in user’s copies of the card', async () => {
    const collector = await createCollector(t);
    await collector.call('POST', '/api/user/cards/bulk', {
      card_ids: [cat.card['Base/20'], cat.card['Base/20']],
    });
    await bob.call('POST', '/api/user/cards', { card_id: cat.card['Base/20'] });
    const response = await collector.call('GET', `/api/user/cards/${cat.card['Base/20']}`);
    expect(response.json().cards).toHaveLength(2);
    expect(response.json().cards[0].card_player_teams).toHaveLength(2);
  });

  it('lists the real grading agencies without sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/grading-agencies' });
    const abbreviations = response.json().agencies.map((a: { abbreviation: string }) => a.abbreviation);
    expect(abbreviations.slice(0, 3)).toEqual(['PSA', 'BGS', 'SGC']);
    expect(abbreviations).toEqual(expect.arrayContaining(['CGC', 'HGA', 'TAG', 'CSG', 'ISA']));
    expect(response.json().agencies[0]).toMatchObject({ name: 'Professional Sports Authenticator' });
    expect(response.json().agencies[0].display_name).toBe(response.json().agencies[0].name);
  });
});
