import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';

/**
 * A seller's wording as it is remembered: accents, case, emoji and punctuation dropped, and a copy number
 * ("23/99") kept only as its print run, so the next copy of the same listing is worded the same.
 */
export function wordingKey(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(?<![\w-])\d{1,4}\s*\/\s*(\d{1,4})\b/g, '/$1')
    .replace(/[^a-z0-9/]+/g, ' ')
    .trim();
}

/** A collector accepted or corrected a suggestion: the wording now names that card for everyone. */
export async function rememberWording(db: Db, title: string, cardId: number): Promise<void> {
  await db.execute(sql`
    insert into marketplace_remembered_wordings (wording, card_id) values (${wordingKey(title)}, ${cardId})
    on conflict (wording) do update set card_id = excluded.card_id, updated_at = now(),
      times_chosen = case when marketplace_remembered_wordings.card_id = excluded.card_id
        then marketplace_remembered_wordings.times_chosen + 1 else 1 end`);
}
