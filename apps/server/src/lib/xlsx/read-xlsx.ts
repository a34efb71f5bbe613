import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { XlsxSheet } from './sheet-rows';
import type { XlsxWorkerAnswer, XlsxWorkerInput } from './xlsx-worker';
import { DEFAULT_XLSX_LIMITS, XlsxError, type XlsxLimits } from './xlsx-limits';
import { assertZipFile } from './zip-parts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The built worker beside the bundle, or (tsx, tests) the TypeScript source run through tsx's require hook. */
function workerScript(): { script: string; eval: boolean } {
  const built = path.join(here, 'xlsx-worker.js');
  if (existsSync(built)) return { script: built, eval: false };
  const source = JSON.stringify(path.join(here, 'xlsx-worker.ts'));
  const tsx = JSON.stringify(createRequire(import.meta.url).resolve('tsx/cjs/api'));
  return { script: `require(${tsx}).register(); require(${source});`, eval: true };
}

/** Workbooks read at once: each may use its heap limit, and one core stays free for the API. */
const MAX_PARALLEL = Math.max(1, Math.min(2, os.availableParallelism() - 1));
let reading = 0;
const queue: (() => void)[] = [];

async function takeTurn(): Promise<() => void> {
  if (reading >= MAX_PARALLEL) await new Promise<void>((resolve) => queue.push(resolve));
  reading += 1;
  return () => {
    reading -= 1;
    queue.shift()?.();
  };
}

function readInWorker(buf: Buffer, limits: XlsxLimits): Promise<XlsxSheet[]> {
  const { script, eval: isEval } = workerScript();
  const bytes = new Uint8Array(buf);
  const input: XlsxWorkerInput = { bytes, limits };
  const worker = new Worker(script, {
    eval: isEval,
    workerData: input,
    transferList: [bytes.buffer],
    resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 32 },
    stdout: false,
    stderr: false,
  });
  return new Promise<XlsxSheet[]>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new XlsxError('too-large', 'the workbook takes too long to read'));
      void worker.terminate();
    }, limits.timeoutMs);
    const settle = () => clearTimeout(timer);
    worker.once('message', (answer: XlsxWorkerAnswer) => {
      settle();
      if (answer.ok) resolve(answer.sheets);
      else reject(new XlsxError(answer.code, answer.message));
      void worker.terminate();
    });
    worker.once('error', (error: Error & { code?: string }) => {
      settle();
      reject(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new XlsxError('too-large', 'the workbook needs more memory to read than a workbook may use')
          : new XlsxError('corrupt', `corrupt or unreadable xlsx (${error.message.split('\n')[0]})`),
      );
    });
    worker.once('exit', (code) => {
      settle();
      reject(new XlsxError('corrupt', `corrupt or unreadable xlsx (the reader stopped with code ${code})`));
    });
  });
}

/**
 * Reads an untrusted xlsx (checklists, imports: any workbook a person uploads) as rows of cell texts per
 * worksheet, off the event loop: in a worker thread with a capped heap and a time limit, its zip inflated
 * as streams with every inflated byte counted, rows and cell sizes capped. Throws XlsxError with a sentence
 * for the uploader (not an xlsx, corrupt, too large, zip bomb).
 */
export async function readXlsx(buf: Buffer, limits: Partial<XlsxLimits> = {}): Promise<XlsxSheet[]> {
  const all = { ...DEFAULT_XLSX_LIMITS, ...limits };
  assertZipFile(buf, all);
  const release = await takeTurn();
  try {
    return await readInWorker(buf, all);
  } finally {
    release();
  }
}
