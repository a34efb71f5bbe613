import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL expressions naming and addressing a card, series, set (or trade) by its type and id (comments, notifications):
 * the address is the app's page of the item, null when the item no longer exists.
 */
export function itemPathSql(type: SQL, id: SQL): SQL {
  return sql`case ${type}
    when 'card' then (
      select '/sets/' || st.year || '/' || st.slug || '/' || s.slug || '/' || cd.slug
      from cards cd join series s on s.series_id = cd.series_id join sets st on st.set_id = s.set_id
      where cd.card_id = ${id})
    when 'series' then (select '/series/' || s.slug from series s where s.series_id = ${id})
    when 'set' then (select '/sets/' || st.year || '/' || st.slug from sets st where st.set_id = ${id})
    when 'trade' then '/trades/' || ${id}
  end`;
}

/** '#7 1984 Topps · Base' for a card, '1984 Topps · Base' for a series, '1984 Topps' for a set. */
export function itemNameSql(type: SQL, id: SQL): SQL {
  return sql`case ${type}
    when 'card' then (
      select '#' || cd.card_number || ' ' || st.year || ' ' || st.name || ' · ' || s.name
      from cards cd join series s on s.series_id = cd.series_id join sets st on st.set_id = s.set_id
      where cd.card_id = ${id})
    when 'series' then (
      select st.year || ' ' || st.name || ' · ' || s.name
      from series s join sets st on st.set_id = s.set_id where s.series_id = ${id})
    when 'set' then (select st.year || ' ' || st.name from sets st where st.set_id = ${id})
  end`;
}
