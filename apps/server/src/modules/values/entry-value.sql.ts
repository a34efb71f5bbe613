import { sql } from 'drizzle-orm';

/**
 * The one rule for what a collection entry is worth, as SQL over `user_cards uc`: the collector's own estimate,
 * else the card's value for the entry's grade bucket ('raw', or agency and grade; an entry with only one of
 * the two has no bucket). Every sum of value (dashboard stats, public profile, snapshots, breakdown, the
 * entries' values) joins ENTRY_VALUE.join and reads ENTRY_VALUE.value, so they cannot disagree.
 */
const bucket = sql`case when uc.grading_agency is null and uc.grade is null then 'raw'
                        when uc.grading_agency is not null and uc.grade is not null
                          then uc.grading_agency || ':' || uc.grade::numeric(4,1) end`;

export const ENTRY_VALUE = {
  /** the entry's grade bucket, as card_values.bucket names it */
  bucket,
  /** one probe of card_values' primary key, only for entries without an estimate */
  join: sql`left join card_values ev on uc.estimated_value is null and ev.card_id = uc.card_id and ev.bucket = ${bucket}`,
  /** null when the entry has neither an estimate nor a card value for its grade */
  value: sql`coalesce(uc.estimated_value, ev.value)`,
  source: sql`case when uc.estimated_value is not null then 'estimate' when ev.value is not null then 'card' end`,
} as const;
