import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';

export type VocabularySet = {
  set_id: number;
  year: number;
  name: string;
  manufacturer: string | null;
};

export type VocabularyPlayer = {
  player_id: number;
  first_name: string;
  last_name: string;
  nick_name: string | null;
};

/** Every set (2,000 on the full-size catalogue) and player (7,000): the words a title's product and player are read with. */
export async function vocabularyRows(db: Db) {
  const sets = await db.execute<VocabularySet>(sql`
    select st.set_id, st.year, st.name, m.name manufacturer
    from sets st left join manufacturers m on m.manufacturer_id = st.manufacturer_id`);
  const players = await db.execute<VocabularyPlayer>(sql`
    select player_id, first_name, last_name, nick_name from players`);
  return { sets: sets.rows, players: players.rows };
}
