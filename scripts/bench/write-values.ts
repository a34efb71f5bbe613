import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';

/** Issue 42's full-size data: at least 500,000 eBay purchase lines matched to cards. */
export const BENCH_PURCHASE_LINES = 500_000;

/**
 * eBay purchase lines over the generated collections, written once (a run finding them skips this): one line
 * for every tenth entry, of its collector and card, paid $1–$200 on a day of the last two years, one in eight
 * graded PSA 10 in its title; as the sync leaves a line whose card it added and whose entry has since gone.
 */
export async function writeValuesData(db: Db, log: (line: string) => void): Promise<void> {
  const [state] = (
    await db.execute<{ lines: number }>(sql`select count(*)::int as lines from marketplace_purchases`)
  ).rows;
  if ((state?.lines ?? 0) >= BENCH_PURCHASE_LINES) return log(`purchase lines present (${state!.lines})`);
  await db.execute(sql`
    insert into marketplace_purchases (user_id, external_order_id, external_line_item_id, title, price,
      purchase_date, is_sports_card, status, matched_card_id)
    select uc.user_id, 'bench-' || uc.user_card_id, 'bench-line-' || uc.user_card_id,
           'Bench card ' || uc.card_id || case when uc.user_card_id % 8 = 0 then ' PSA 10 GEM MINT' else '' end,
           round((1 + random() * 199)::numeric, 2), now() - random() * interval '730 days', true,
           'added_to_collection', uc.card_id
    from user_cards uc where uc.user_card_id % 10 = 0
    on conflict do nothing`);
  const [after] = (
    await db.execute<{ lines: number }>(sql`select count(*)::int as lines from marketplace_purchases`)
  ).rows;
  log(`purchase lines: ${after!.lines}`);
  await db.execute(sql`analyze marketplace_purchases`);
}
