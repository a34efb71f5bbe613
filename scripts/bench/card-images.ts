/**
 * Catalogue pictures (issue 45): publishing cost per picture and the bytes a phone fetches for a series grid.
 * Run: npx tsx --tsconfig apps/server/tsconfig.json scripts/bench/card-images.ts [pictures=40]
 * The pictures are made here: a card-like layout (border, gradient, a "player" shape, text) with photo grain,
 * 1500×2100 JPEG as a phone photo arrives after upload; real photos compress about the same or better.
 */
import os from 'node:os';
import sharp from 'sharp';
// eslint-disable-next-line no-restricted-imports -- a benchmark of the module's encoder itself, not a module using another
import { editedSize, encodeSize, publishCardImage } from '@/modules/card-images/card-image-files';

const COUNT = Number(process.argv[2] ?? 40);
const WORKERS = 2;

async function cardPhoto(index: number): Promise<Buffer> {
  const hue = (index * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="2100">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},45%,25%)"/>
    </linearGradient></defs>
    <rect width="1500" height="2100" fill="#f4f1ea"/>
    <rect x="70" y="70" width="1360" height="1960" rx="30" fill="url(#g)"/>
    <ellipse cx="750" cy="820" rx="300" ry="420" fill="hsl(${(hue + 180) % 360},30%,40%)"/>
    <circle cx="750" cy="430" r="170" fill="#d9b38c"/>
    <rect x="70" y="1700" width="1360" height="330" fill="#fff" opacity="0.85"/>
    <text x="750" y="1880" font-size="130" text-anchor="middle" font-family="sans-serif" fill="#222">PLAYER ${index}</text>
  </svg>`;
  const grain = await sharp({
    create: {
      width: 1500,
      height: 2100,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .blur(0.8)
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
}

/** Runs `work` over the sources on WORKERS workers; wall time and each item's time. */
async function timed(sources: Buffer[], work: (source: Buffer) => Promise<void>) {
  const each: number[] = [];
  let next = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (next < sources.length) {
        const source = sources[next++]!;
        const t0 = performance.now();
        await work(source);
        each.push(performance.now() - t0);
      }
    }),
  );
  const wall = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  // CPU time does not grow with other processes' load: on two idle cores the wall time is about half of it
  const cpuMsPerPicture = (cpu.user + cpu.system) / 1000 / sources.length;
  const sorted = [...each].sort((a, b) => a - b);
  return {
    cpuMsPerPicture: Math.round(cpuMsPerPicture),
    tenThousandOnTwoIdleCoresMinutes: +((cpuMsPerPicture * 10_000) / 2 / 60_000).toFixed(1),
    wallSeconds: +(wall / 1000).toFixed(1),
    perPictureMs: {
      median: Math.round(sorted[Math.floor(sorted.length / 2)]!),
      p95: Math.round(sorted[Math.floor(sorted.length * 0.95)]!),
    },
    tenThousandPicturesMinutes: +(((wall / sources.length) * 10_000) / 60_000).toFixed(1),
  };
}

async function main() {
  sharp.concurrency(1);
  const sources = await Promise.all(Array.from({ length: COUNT }, (_, index) => cardPhoto(index)));
  const edit = { rotate: 0 as const, crop: null };
  const thumbBytes: number[] = [];
  const loadBefore = os.loadavg().map((value) => +value.toFixed(1));
  const thumbnails = await timed(sources, async (source) => {
    const { width } = await editedSize(source, edit);
    const files = await encodeSize(source, edit, 'thumb', width);
    thumbBytes.push(files.find((file) => file.format === 'avif')!.data.length);
  });
  const everySize = await timed(sources.slice(0, Math.max(4, Math.floor(COUNT / 4))), async (source) => {
    await publishCardImage(source, edit);
  });
  const meanThumb = thumbBytes.reduce((sum, bytes) => sum + bytes, 0) / thumbBytes.length;
  console.log(
    JSON.stringify(
      {
        pictures: COUNT,
        workers: WORKERS,
        thumbnails,
        everySize,
        thumbAvifBytes: { mean: Math.round(meanThumb), max: Math.max(...thumbBytes) },
        seriesGrid300MB: +((meanThumb * 300) / 1_000_000).toFixed(2),
        loadAverage: { before: loadBefore, after: os.loadavg().map((value) => +value.toFixed(1)) },
        cpus: os.cpus().length,
      },
      null,
      2,
    ),
  );
}

await main();
