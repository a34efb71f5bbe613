import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogue } from '@/test/catalogue-factory';
import { multipartBody } from '@/test/multipart';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createCatalogue(t.database);
  admin = (await authHeader(t, 'data_admin')).headers;
});
afterAll(() => t.close());

const upload = (seriesId: number, files: Parameters<typeof multipartBody>[0], headers = admin) => {
  const form = multipartBody(files);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/series/upload-images/${seriesId}`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};

describe('POST /api/admin/series/upload-images/:id', () => {
  it('401s visitors and 403s plain users', async () => {
    const base = catalogue.series['Base']!;
    const file = [{ field: 'front_image', filename: 'f.png', data: Buffer.from('x') }];
    expect((await upload(base, file, {})).statusCode).toBe(401);
    expect((await upload(base, file, (await authHeader(t)).headers)).statusCode).toBe(403);
  });

  it('refuses a file that is not an image by its bytes, and an empty upload', async () => {
    const base = catalogue.series['Base']!;
    const fake = await upload(base, [
      { field: 'front_image', filename: 'front.png', data: Buffer.from('<svg/>') },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ message: 'Series images must be JPEG, PNG or WebP images' });
    const none = await upload(base, []);
    expect(none.json()).toMatchObject({ message: 'Choose a front or back image to upload' });
  });

  it('stores a re-encoded front image, points the series at it and serves it publicly', async () => {
    const base = catalogue.series['Base']!;
    const png = await sharp({ create: { width: 300, height: 420, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const response = await upload(base, [{ field: 'front_image', filename: 'front.png', data: png }]);
    expect(response.statusCode).toBe(200);
    const answer = response.json<{
      front_image_url: string;
      back_image_url: string | null;
      message: string;
    }>();
    expect(answer).toMatchObject({ message: 'Series images uploaded successfully', back_image_url: null });
    expect(answer.front_image_url).toMatch(new RegExp(`^/api/series-images/${base}/[0-9a-f-]{36}\\.png$`));
    const stored = await t.database.pool.query('select front_image_path from series where series_id = $1', [
      base,
    ]);
    expect(stored.rows[0].front_image_path).toBe(answer.front_image_url);
    const file = await t.app.inject({ method: 'GET', url: answer.front_image_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect((await sharp(file.rawPayload).metadata()).width).toBe(300);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/series-images/${base}/..%2Fx.png` })).statusCode,
    ).toBe(404);
  });
});
