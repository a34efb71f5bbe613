import { previewIngestionContract, type IngestionPreviewResponse } from '@cardbinder/shared';
import { ApiError } from '@/lib/api-client';
import { readToken } from '@/lib/token-storage';

export const PREVIEW_URL = previewIngestionContract.path;

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
}

const pick = (body: unknown, key: 'error' | 'message') => {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value.trim() ? value : undefined;
};

/**
 * Sends the workbooks as multipart field "files". XMLHttpRequest rather than fetch because only it reports
 * upload progress, which matters with up to 20 × 50 MB.
 */
export function uploadWorkbooks(
  files: readonly File[],
  onProgress?: (fraction: number) => void,
): Promise<IngestionPreviewResponse> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', PREVIEW_URL);
    request.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(body as IngestionPreviewResponse);
      else reject(new ApiError(request.status, pick(body, 'error'), pick(body, 'message'), body));
    });
    request.addEventListener('error', () => reject(new Error('Upload failed')));
    request.addEventListener('abort', () => reject(new Error('Upload cancelled')));
    request.send(form);
  });
}
