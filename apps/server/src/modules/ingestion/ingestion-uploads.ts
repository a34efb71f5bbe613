import { randomBytes } from 'node:crypto';
import { readStoredFile, type FileStorage } from '@/plugins/storage';

const UPLOAD_ID = /^[a-f0-9]{32}$/;

/**
 * Workbooks uploaded for preview wait in the file storage until the admin confirms (any server may take the
 * confirm, any worker the job); ids are ours, never a user's file name.
 */
export function createUploadStore(storage: FileStorage) {
  const keyOf = (uploadId: string) => {
    if (!UPLOAD_ID.test(uploadId)) throw new Error('Unknown upload');
    return `ingestion-uploads/${uploadId}.xlsx`;
  };
  return {
    async save(data: Buffer): Promise<string> {
      const uploadId = randomBytes(16).toString('hex');
      await storage.put(keyOf(uploadId), data);
      return uploadId;
    },
    async read(uploadId: string): Promise<Buffer | null> {
      return UPLOAD_ID.test(uploadId) ? readStoredFile(storage, keyOf(uploadId)) : null;
    },
    remove: (uploadId: string): Promise<void> => storage.remove(keyOf(uploadId)),
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
