import { playerSlug, slugify, type Card } from '@cardbinder/shared';
import type { CardOwnRow, SeriesRefRow } from './card-list.queries';

interface NamedLink {
  player: { first_name: string; last_name: string } | null;
  team: { name: string } | null;
}

/** The card's players ("A, B"); a card without players (a team card) is named by its teams. */
export function playerNamesOf(links: readonly NamedLink[]): string {
  const names = new Set<string>();
  for (const link of links)
    if (link.player) names.add(`${link.player.first_name} ${link.player.last_name}`.trim());
  if (names.size === 0) for (const link of links) if (link.team) names.add(link.team.name);
  return [...names].join(', ');
}

export const playerSlugOf = (names: string) => slugify(names.replace(/,/g, ' '));

/** A link row's player as card rows show it, or null for a team-only link. */
export function listPlayerOf(link: {
  player_id: number | null;
  first_name: string | null;
  last_name: string | null;
  player_slug: string | null;
}): Card['card_player_teams'][number]['player'] {
  if (link.player_id === null) return null;
  return {
    player_id: link.player_id,
    first_name: link.first_name ?? '',
    last_name: link.last_name ?? '',
    slug: link.player_slug ?? playerSlug(link.first_name, link.last_name),
  };
}

/** A card-table row without its players yet (they are pushed as the link rows arrive). */
export function startCard(row: CardOwnRow, series: SeriesRefRow, owned: Map<number, number> | null): Card {
  return {
    card_id: row.card_id,
    card_number: row.card_number,
    card_slug: row.card_slug,
    sort_order: row.sort_order,
    print_run: row.print_run,
    is_rookie: row.is_rookie,
    is_autograph: row.is_autograph,
    is_relic: row.is_relic,
    notes: row.notes,
    series_id: row.series_id,
    series_name: series.series_name,
    series_slug: series.series_slug,
    is_parallel: series.is_parallel,
    set_id: series.set_id,
    set_name: series.set_name,
    set_slug: series.set_slug,
    set_year: series.set_year,
    color_name: series.color_name,
    color_hex: series.color_hex,
    player_names: '',
    player_slug: '',
    card_player_teams: [],
    ...(owned ? { user_card_count: owned.get(row.card_id) ?? 0 } : {}),
  };
}
