// Worker-thread entry of readXlsx: reads one workbook and posts its sheets, or the reason it was refused.
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { readWorkbookHere } from './read-workbook';
import type { XlsxSheet } from './sheet-rows';
import { XlsxError, type XlsxErrorCode, type XlsxLimits } from './xlsx-limits';

export interface XlsxWorkerInput {
  bytes: Uint8Array;
  limits: XlsxLimits;
}

export type XlsxWorkerAnswer =
  { ok: true; sheets: XlsxSheet[] } | { ok: false; code: XlsxErrorCode; message: string };

const { bytes, limits } = workerData as XlsxWorkerInput;

// On Linux the nice value is per thread: this thread yields the CPU to the API's requests on a busy machine.
try {
  os.setPriority(os.constants.priority.PRIORITY_LOW);
} catch {
  // not allowed here: read at normal priority
}

readWorkbookHere(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), limits).then(
  (sheets) => parentPort!.postMessage({ ok: true, sheets } satisfies XlsxWorkerAnswer),
  (error: unknown) => {
    const answer: XlsxWorkerAnswer =
      error instanceof XlsxError
        ? { ok: false, code: error.code, message: error.message }
        : {
            ok: false,
            code: 'corrupt',
            message: `corrupt or unreadable xlsx (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
          };
    parentPort!.postMessage(answer);
  },
);
