import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCardPhotos } from '@/db/schema';
import { createCollectionCatalogue, createCollector } from '@/test/collection-factory';
import { storedFileKeys } from '@/test/stored-files';
import { createTestApp, type TestApp } from '@/test/test-app';
import { smallChecklist } from '@/test/workbook-bombs';

let t: TestApp;
let storageDir: string;
let cardId: number;

beforeAll(async () => {
  storageDir = mkdtempSync(path.join(os.tmpdir(), 'cardbinder-photo-fuzz-'));
  t = await createTestApp({ storageDir });
  cardId = (await createCollectionCatalogue(t.database)).card['Base/1']!;
});
afterAll(async () => {
  await t.close();
  rmSync(storageDir, { recursive: true, force: true });
});

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of width × height grey pixels: a few hundred kilobytes that decode to gigabytes. */
function pixelBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((width + 1) * height); // filter byte + pixels, all zero
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function multipart(files: { filename: string; data: Buffer }[]) {
  const boundary = '----cardbinder-photo-fuzz';
  return {
    payload: Buffer.concat([
      ...files.flatMap((file) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${file.filename}"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        file.data,
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const storedFiles = () => storedFileKeys(t);

describe('hostile photo uploads', () => {
  it('are refused one by one with the spec messages, memory bounded, nothing written', async () => {
    const me = await createCollector(t);
    const userCard = (await me.call('POST', '/api/user/cards', { card_id: cardId })).json()
      .user_card_id as number;
    const jpeg = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#335' } })
      .jpeg()
      .toBuffer();
    const bomb = pixelBomb(12_000, 12_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const cases: [string, Buffer, number, string][] = [
      ['bomb.png', bomb, 415, 'bomb.png: Only JPEG, PNG, and WebP images are allowed'],
      [
        'cut.jpg',
        jpeg.subarray(0, jpeg.length / 2),
        415,
        'cut.jpg: Only JPEG, PNG, and WebP images are allowed',
      ],
      ['sheet.jpg', await smallChecklist(), 415, 'sheet.jpg: Only JPEG, PNG, and WebP images are allowed'],
      [
        'huge.jpg',
        Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024)]),
        413,
        'huge.jpg: File size must be less than 5MB',
      ],
    ];
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    try {
      for (const [filename, data, status, message] of cases) {
        const body = multipart([{ filename, data }]);
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/user/cards/${userCard}/photos`,
          payload: body.payload,
          headers: { ...me.headers, ...body.headers },
        });
        expect([filename, response.statusCode, response.json().message]).toEqual([filename, status, message]);
      }
    } finally {
      clearInterval(sampler);
    }
    // decoded, the bomb alone would take 144 MB of pixels per copy
    expect((peak - baseline) / 1024 / 1024).toBeLessThan(200);
    expect(
      await t.database.db.select().from(userCardPhotos).where(eq(userCardPhotos.userCardId, userCard)),
    ).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });
});
