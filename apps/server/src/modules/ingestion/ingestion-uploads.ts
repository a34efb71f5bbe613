import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const UPLOAD_ID = /^[a-f0-9]{32}$/;

/** Workbooks uploaded for preview wait here until the admin confirms; ids are ours, never a user's file name. */
export function createUploadStore(dataDir: string) {
  const folder = path.join(dataDir, 'ingestion-uploads');
  const fileOf = (uploadId: string) => {
    if (!UPLOAD_ID.test(uploadId)) throw new Error('Unknown upload');
    return path.join(folder, `${uploadId}.xlsx`);
  };
  return {
    async save(data: Buffer): Promise<string> {
      await mkdir(folder, { recursive: true });
      const uploadId = randomBytes(16).toString('hex');
      await writeFile(fileOf(uploadId), data, { mode: 0o600 });
      return uploadId;
    },
    async read(uploadId: string): Promise<Buffer | null> {
      try {
        return await readFile(fileOf(uploadId));
      } catch {
        return null;
      }
    },
    async remove(uploadId: string): Promise<void> {
      await rm(fileOf(uploadId), { force: true });
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
