import { ApiError } from './api-client';
import { readToken } from './token-storage';

/** Hands a blob to the browser as a file download through a temporary object URL (no inline script, CSP-safe). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has started reading the file by then
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves text as a file. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  // the byte-order mark makes spreadsheet apps read the ✓ and accented names as UTF-8
  downloadBlob(new Blob(['\uFEFF', text], { type }), fileName);
}

/** Fetches a file with the session's token (a plain link cannot send it) and hands it over as a download. */
export async function downloadWithSession(path: string, fileName: string): Promise<void> {
  const token = readToken();
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
    throw new ApiError(response.status, body.error, body.message, body);
  }
  downloadBlob(await response.blob(), fileName);
}
