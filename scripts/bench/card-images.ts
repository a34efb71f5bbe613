/**
 * Catalogue pictures (issue 45): publishing cost per picture and the bytes a phone fetches for a series grid.
 * Run: npx tsx --tsconfig apps/server/tsconfig.json scripts/bench/card-images.ts [pictures=40]
 * The pictures: card-photo.ts (1500×2100 JPEG card-like photos, as a phone photo arrives after upload).
 * `npm run bench -- card-images` and `card-thumbnails` measure the same in the browser and over 10,000 pictures.
 */
import os from 'node:os';
import sharp from 'sharp';
// eslint-disable-next-line no-restricted-imports -- a benchmark of the module's encoder itself, not a module using another
import { editedSize, encodeSize, publishCardImage } from '@/modules/card-images/card-image-files';
import { cardPhoto } from './card-photo';

const COUNT = Number(process.argv[2] ?? 40);
const WORKERS = 2;

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
