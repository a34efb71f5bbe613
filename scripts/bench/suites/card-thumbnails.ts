import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '@/db/client';
// eslint-disable-next-line no-restricted-imports -- a benchmark of the module's encoder itself, not a module using another
import { editedSize, encodeSize, type Edit } from '@/modules/card-images/card-image-files';
import { cardPhoto } from '../card-photo';
import { summarize, type Timing } from '../measure';

/**
 * Issue 45: "thumbnail generation for 10,000 approved images ≤ 10 min on two cores". Makes the thumbnail size
 * (240 px AVIF, WebP and JPEG, as approval does) of `runs` pictures (10,000 by default) on two workers, sharp
 * one thread each, and writes the files to a temporary folder (removed after). The sources are SOURCES generated
 * 1500×2100 card photos taken in turn; sharp's operation cache is off, so a repeated source costs what a new
 * one does. Reports wall time, CPU time and the load average: on this shared machine other processes' load
 * lengthens the wall time, not the CPU time.
 */

const SOURCES = 100;
const WORKERS = 2;
const TARGET_MINUTES = 10;
const EDIT: Edit = { rotate: 0, crop: null };

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

export async function benchCardThumbnails(
  _app: FastifyInstance,
  _db: Db,
  options: { runs: number },
): Promise<Timing[]> {
  const count = options.runs;
  console.log(`\ngenerating ${SOURCES} source photos`);
  const sources: Buffer[] = [];
  for (let index = 0; index < SOURCES; index += 1) sources.push(await cardPhoto(100_000 + index));
  const folder = await mkdtemp(path.join(os.tmpdir(), 'card-thumbnails-'));
  const threads = sharp.concurrency();
  sharp.concurrency(1);
  sharp.cache(false);
  const each: number[] = [];
  const bytes: Record<string, number> = {};
  let next = 0;
  const loadBefore = loadAverage();
  console.log(
    `load average ${loadBefore} on ${os.cpus().length} CPUs; ${count} thumbnails, ${WORKERS} workers`,
  );
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (next < count) {
          const picture = next++;
          const source = sources[picture % SOURCES]!;
          const t0 = performance.now();
          const { width } = await editedSize(source, EDIT);
          for (const file of await encodeSize(source, EDIT, 'thumb', width)) {
            await writeFile(path.join(folder, `${picture}.${file.format}`), file.data);
            bytes[file.format] = (bytes[file.format] ?? 0) + file.data.length;
          }
          each.push(performance.now() - t0);
          if (each.length % 1_000 === 0)
            console.log(
              `  ${each.length} in ${((performance.now() - started) / 1000).toFixed(0)} s (load ${loadAverage()})`,
            );
        }
      }),
    );
  } finally {
    sharp.concurrency(threads);
    sharp.cache(true);
    await rm(folder, { recursive: true, force: true });
  }
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const minutesFor10k = (ms: number) => ((ms / count) * 10_000) / 60_000;
  const wallMinutes = minutesFor10k(wallMs);
  const kind = count >= 10_000 ? 'measured' : `extrapolated from ${count.toLocaleString('en-US')}`;
  const kb = (format: string) => ((bytes[format] ?? 0) / count / 1000).toFixed(1);
  console.log(`load average ${loadAverage()} at the end (${loadBefore} before)`);
  console.log('\n| thumbnails (240 px AVIF + WebP + JPEG) | figure |');
  console.log('| --- | --- |');
  console.log(`| pictures, workers | ${count.toLocaleString('en-US')}, ${WORKERS} |`);
  console.log(
    `| wall time | ${(wallMs / 1000).toFixed(1)} s (${(wallMs / count).toFixed(1)} ms per picture) |`,
  );
  console.log(`| CPU time | ${(cpuMs / 1000).toFixed(1)} s (${(cpuMs / count).toFixed(1)} ms per picture) |`);
  console.log(
    `| 10,000 pictures, wall (${kind}) | ${wallMinutes.toFixed(1)} min: ` +
      `${wallMinutes <= TARGET_MINUTES ? 'met' : '**missed**'} (target ≤ ${TARGET_MINUTES} min) |`,
  );
  console.log(`| 10,000 pictures, CPU ÷ 2 cores | ${(minutesFor10k(cpuMs) / 2).toFixed(1)} min |`);
  console.log(`| mean file, KB (AVIF / WebP / JPEG) | ${kb('avif')} / ${kb('webp')} / ${kb('jpg')} |`);
  return [
    summarize('thumbnail, one picture (wall, 2 at a time)', each, 200),
    summarize(`${count} thumbnails, wall (s)`, [wallMs / 1000], 200),
    summarize(`${count} thumbnails, CPU (s)`, [cpuMs / 1000], 200),
  ];
}
