import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSet } from '@cardbinder/shared';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';
import { createCatalogue, sampleChecklist } from '@/test/catalogue-factory';

let t: TestApp;
let admin: Record<string, string>;
let toppsId: number;
let bowmanId: number;

beforeAll(async () => {
  t = await createTestApp();
  toppsId = (await createCatalogue(t.database)).setId;
  bowmanId = (await createCatalogue(t.database, sampleChecklist({ name: 'Bowman Draft', year: 2021 }))).setId;
  // Topps was looked at more recently
  await t.database.pool.query(`update sets set last_viewed = now() - interval '1 day' where set_id = $1`, [
    bowmanId,
  ]);
  await t.database.pool.query(`update sets set last_viewed = now() where set_id = $1`, [toppsId]);
  admin = (await authHeader(t, 'data_admin')).headers;
});
afterAll(() => t.close());

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
const names = (response: Awaited<ReturnType<typeof get>>) =>
  response.json<{ sets: AdminSet[] }>().sets.map((set) => set.name);

describe('GET /api/admin/sets', () => {
  it('401s visitors and 403s plain users', async () => {
    const user = (await authHeader(t)).headers;
    for (const url of ['/api/admin/sets', '/api/admin/sets/by-year/2023']) {
      expect((await get(url, {})).statusCode).toBe(401);
      expect((await get(url, user)).statusCode).toBe(403);
    }
  });

  it('lists the most recently viewed first, with counts and last_viewed', async () => {
    const response = await get('/api/admin/sets');
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(['Topps Series One', 'Bowman Draft']);
    expect(response.json<{ sets: AdminSet[] }>().sets[0]).toMatchObject({
      series_count: 3,
      organization: 'Major League Baseball',
      manufacturer_name: 'Topps',
    });
    expect(response.json<{ sets: AdminSet[] }>().sets[0]!.last_viewed).not.toBeNull();
  });

  it('sorts by the spec fields, searches, filters by set id and by year', async () => {
    expect(names(await get('/api/admin/sets?sort=name&order=asc'))).toEqual([
      'Bowman Draft',
      'Topps Series One',
    ]);
    expect(names(await get('/api/admin/sets?sort=year&order=asc'))).toEqual([
      'Bowman Draft',
      'Topps Series One',
    ]);
    expect(names(await get('/api/admin/sets?search=bowman'))).toEqual(['Bowman Draft']);
    expect(names(await get('/api/admin/sets?search=2023'))).toEqual(['Topps Series One']);
    expect(names(await get(`/api/admin/sets?set_id=${bowmanId}&limit=1`))).toEqual(['Bowman Draft']);
    expect(names(await get('/api/admin/sets?limit=1'))).toHaveLength(1);
    expect(names(await get('/api/admin/sets?all=true'))).toHaveLength(2);
    expect(names(await get('/api/admin/sets/by-year/2021'))).toEqual(['Bowman Draft']);
  });

  it('rejects an unknown sort, a bad limit and a year out of range', async () => {
    const sort = await get('/api/admin/sets?sort=password_hash');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toMatch(/^Sort must be one of set_id, name, year/);
    expect((await get('/api/admin/sets?limit=0')).json()).toMatchObject({
      message: 'Limit must be from 1 to 100',
    });
    expect((await get('/api/admin/sets/by-year/1800')).json()).toMatchObject({
      message: 'Year must be between 1900 and 2100',
    });
  });
});
