import { INGESTION } from '@cardbinder/shared';

export const MAX_FILE_MB = INGESTION.maxFileBytes / 1024 / 1024;

export interface FileLike {
  name: string;
  size: number;
}

export interface SelectionResult<F extends FileLike> {
  files: F[];
  /** one sentence per file turned away */
  problems: string[];
}

const sameFile = (a: FileLike, b: FileLike) => a.name === b.name && a.size === b.size;

/**
 * Adds picked or dropped files to the selection: .xlsx only, at most 50 MB each and 20 in all (the server's
 * limits, checked here first so nobody uploads 50 MB to be told no). A file picked twice is kept once.
 */
export function addFiles<F extends FileLike>(
  current: readonly F[],
  incoming: readonly F[],
): SelectionResult<F> {
  const files = [...current];
  const problems: string[] = [];
  for (const file of incoming) {
    if (!file.name.toLowerCase().endsWith(INGESTION.acceptedExtension)) {
      problems.push(`${file.name} is not an .xlsx workbook`);
    } else if (file.size > INGESTION.maxFileBytes) {
      problems.push(`${file.name} is larger than ${MAX_FILE_MB} MB`);
    } else if (file.size === 0) {
      problems.push(`${file.name} is empty`);
    } else if (files.some((kept) => sameFile(kept, file))) {
      continue;
    } else if (files.length >= INGESTION.maxFiles) {
      problems.push(`${file.name} was not added: at most ${INGESTION.maxFiles} workbooks at a time`);
    } else {
      files.push(file);
    }
  }
  return { files, problems };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
