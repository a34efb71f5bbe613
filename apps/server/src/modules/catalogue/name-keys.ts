import { foldAccents } from '@cardbinder/shared';

/** Accent-, case- and punctuation-insensitive form of a name, used to match imports to existing rows. */
export function nameKey(...parts: (string | null | undefined)[]): string {
  return foldAccents(parts.filter(Boolean).join(' '))
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
