import { multipart, type FilePart } from './multipart';
import type { TestApp } from './test-app';

export type { FilePart };

/** Uploads photos to a collection entry (POST), or replaces one photo (PUT with its id). */
export function uploadPhotos(
  t: TestApp,
  headers: Record<string, string>,
  userCardId: number,
  files: FilePart[],
  method: 'POST' | 'PUT' = 'POST',
  photoId?: number,
) {
  const body = multipart(files);
  const url = `/api/user/cards/${userCardId}/photos${photoId ? `/${photoId}` : ''}`;
  return t.app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
}
