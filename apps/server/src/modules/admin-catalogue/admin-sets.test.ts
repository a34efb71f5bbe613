import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardSet } from '@cardbinder/shared';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';
import { createCatalogue } from '@/test/catalogue-factory';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
let admin: Record<string, string>;
let topps: number;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createCatalogue(t.database);
  admin = (await authHeader(t, 'data_admin')).headers;
  topps = (await t.database.pool.query(`select manufacturer_id from manufacturers where name = 'Topps'`))
    .rows[0].manufacturer_id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

function multipart(parts: { name: string; value: string | Buffer; filename?: string }[]) {
  const boundary = 'cardbinder-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('role checks', () => {
  it('401s visitors and 403s plain users', async () => {
    const user = (await authHeader(t)).headers;
    const body = { name: 'Nope', year: 2024 };
    for (const headers of [{}, user]) {
      const expected = Object.keys(headers).length ? 403 : 401;
      expect((await call('POST', '/api/admin/sets', body, headers)).statusCode).toBe(expected);
      expect((await call('PUT', `/api/admin/sets/${catalogue.setId}`, body, headers)).statusCode).toBe(
        expected,
      );
      expect((await call('GET', '/api/admin/organizations', undefined, headers)).statusCode).toBe(expected);
      expect((await call('GET', '/api/admin/manufacturers', undefined, headers)).statusCode).toBe(expected);
    }
  });
});

describe('create and edit sets', () => {
  it('lists organizations and manufacturers for the form', async () => {
    const orgs = (await call('GET', '/api/admin/organizations')).json<{
      organizations: { abbreviation: string }[];
    }>();
    expect(orgs.organizations.map((o) => o.abbreviation)).toContain('MLB');
    const makers = (await call('GET', '/api/admin/manufacturers')).json<{
      manufacturers: { name: string }[];
    }>();
    expect(makers.manufacturers.map((m) => m.name)).toContain('Topps');
  });

  it('creates a set with a slug, and it shows on the public list', async () => {
    const response = await call('POST', '/api/admin/sets', {
      name: "  Stadium Club '24 ",
      year: 2024,
      manufacturer: topps,
      is_complete: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Set created successfully',
      set: {
        name: "Stadium Club '24",
        slug: 'stadium-club-24',
        year: 2024,
        manufacturer_name: 'Topps',
        is_complete: true,
      },
    });
    const years = await t.app.inject({ method: 'GET', url: '/api/sets-list?year=2024' });
    expect(years.json<{ sets: CardSet[] }>().sets.map((s) => s.slug)).toEqual(['stadium-club-24']);
    expect((await call('POST', '/api/admin/sets', { name: "Stadium Club '24", year: 2024 })).statusCode).toBe(
      409,
    );
  });

  it('validates name, year and references with the spec messages', async () => {
    const noName = await call('POST', '/api/admin/sets', { name: ' ', year: 2024 });
    expect(noName.json()).toMatchObject({ message: 'Set name is required' });
    const badYear = await call('POST', '/api/admin/sets', { name: 'Old', year: null });
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json()).toMatchObject({ message: 'Year must be between 1900 and 2100' });
    for (const year of [1899, 2101, 1999.5, '1899', 'abc']) {
      for (const [method, url] of [
        ['POST', '/api/admin/sets'],
        ['PUT', `/api/admin/sets/${catalogue.setId}`],
      ] as const) {
        const response = await call(method, url, { name: 'Old', year });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: 'Year must be between 1900 and 2100',
          message: 'Year must be between 1900 and 2100',
        });
      }
    }
    const badOrg = await call('POST', '/api/admin/sets', { name: 'Old', year: 2000, organization: 999999 });
    expect(badOrg.json()).toMatchObject({ message: 'Organization not found' });
  });

  it('updates a set and moves its slug on rename', async () => {
    const response = await call('PUT', `/api/admin/sets/${catalogue.setId}`, {
      name: 'Topps Series 1',
      year: 2023,
      is_complete: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Set updated successfully',
      set: {
        slug: 'topps-series-1',
        is_complete: true,
        manufacturer_name: 'Topps',
        organization_abbreviation: 'MLB',
      },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/sets/2023/topps-series-1' })).statusCode).toBe(
      200,
    );
    // the old address still finds the set, which answers with its new slug
    const old = await t.app.inject({ method: 'GET', url: '/api/sets/2023/topps-series-one' });
    expect(old.json()).toMatchObject({ set: { slug: 'topps-series-1' } });
    expect((await call('PUT', '/api/admin/sets/999999', { name: 'X', year: 2023 })).statusCode).toBe(404);
  });
});

describe('POST /api/admin/sets/upload-thumbnail', () => {
  it('re-encodes the image, stores it and serves it publicly', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const form = multipart([
      { name: 'thumbnail', value: png, filename: 'cover.png' },
      { name: 'setId', value: String(catalogue.setId) },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sets/upload-thumbnail',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(200);
    const { thumbnailUrl } = response.json<{ thumbnailUrl: string }>();
    expect(thumbnailUrl).toMatch(new RegExp(`^/api/set-thumbnails/${catalogue.setId}/[0-9a-f-]{36}\\.webp$`));
    const set = await t.database.pool.query('select thumbnail from sets where set_id = $1', [
      catalogue.setId,
    ]);
    expect(set.rows[0].thumbnail).toBe(thumbnailUrl);

    const file = await t.app.inject({ method: 'GET', url: thumbnailUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeLessThanOrEqual(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/set-thumbnails/${catalogue.setId}/..%2F..%2Fetc` }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses non-images, a missing file and plain users', async () => {
    const text = multipart([
      { name: 'setId', value: String(catalogue.setId) },
      { name: 'thumbnail', value: Buffer.from('<svg></svg>'), filename: 'x.png' },
    ]);
    const notImage = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sets/upload-thumbnail',
      headers: { ...admin, ...text.headers },
      payload: text.payload,
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({ message: 'Thumbnail must be a JPEG, PNG or WebP image' });

    const empty = multipart([{ name: 'setId', value: String(catalogue.setId) }]);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sets/upload-thumbnail',
      headers: { ...admin, ...empty.headers },
      payload: empty.payload,
    });
    expect(missing.statusCode).toBe(400);

    const user = (await authHeader(t)).headers;
    const forbidden = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sets/upload-thumbnail',
      headers: { ...user, ...text.headers },
      payload: text.payload,
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
