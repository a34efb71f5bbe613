import { sql, type SQL } from 'drizzle-orm';

/**
 * A catalogue card as trading lists show it, from `cards c` joined by CARD_JOINS: number, players, series,
 * set, colour, flags and the card's page.
 */
export const CARD_COLUMNS = sql`c.card_id, c.card_number,
  coalesce((select string_agg(trim(concat_ws(' ', p.first_name, p.last_name)), ', ' order by cpt.sort_order)
            from card_player_teams cpt join players p on p.player_id = cpt.player_id
            where cpt.card_id = c.card_id), '') as player_names,
  s.series_id, s.name as series_name, st.set_id, st.name as set_name, st.year as set_year, co.hex_value as color_hex,
  c.is_rookie, c.is_autograph, c.is_relic,
  '/sets/' || st.year || '/' || st.slug || '/' || s.slug || '/' || c.slug as card_path`;

export const CARD_JOINS = sql`join series s on s.series_id = c.series_id join sets st on st.set_id = s.set_id
  left join colors co on co.color_id = s.color_id`;

/** A copy's grade as a partner reads it ('PSA 9.5'), from `user_cards uc`. */
export const GRADE_LABEL = sql`case when uc.grade is null and uc.grading_agency is null then null
  else trim(concat_ws(' ', (select ga.abbreviation from grading_agencies ga where ga.grading_agency_id = uc.grading_agency),
                      uc.grade::text)) end`;

/** The columns of a copy (tradeCopySchema) from `user_cards uc` and its card `c`. */
export const COPY_COLUMNS = sql`uc.user_card_id, ${CARD_COLUMNS}, ${GRADE_LABEL} as grade_label, uc.serial_number,
  coalesce(c.print_run, s.max_print_run) as print_run, uc.aftermarket_autograph`;

/** Cards of a set or of a player only (the matches' filters); `card` is the card id column to restrict. */
export function cardFilterSql(card: SQL, filter: { setId?: number; playerId?: number }): SQL {
  const parts: SQL[] = [];
  if (filter.setId)
    parts.push(sql`and ${card} in (select cd.card_id from cards cd join series fs on fs.series_id = cd.series_id
                                   where fs.set_id = ${filter.setId})`);
  if (filter.playerId)
    parts.push(
      sql`and ${card} in (select cpt.card_id from card_player_teams cpt where cpt.player_id = ${filter.playerId})`,
    );
  return sql.join(parts, sql` `);
}

/** Display name as the rest of the app writes it. */
export const DISPLAY_NAME = (u: SQL) =>
  sql`coalesce(nullif(${u}.name, ''), nullif(trim(concat_ws(' ', ${u}.first_name, ${u}.last_name)), ''), ${u}.username)`;
