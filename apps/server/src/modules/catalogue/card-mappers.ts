import { playerSlug, slugify, type Card, type CardDetail, type TeamRef } from '@cardbinder/shared';
import type { CardOwnRow, CardPlayerTeamRow, CardRow, SeriesRefRow } from './cards.queries';

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

/** playerNamesOf for link rows straight from the database. */
export const playerNamesOfRows = (links: readonly CardPlayerTeamRow[]) =>
  playerNamesOf(
    links.map((link) => ({
      player:
        link.player_id === null
          ? null
          : { first_name: link.first_name ?? '', last_name: link.last_name ?? '' },
      team: link.team_name === null ? null : { name: link.team_name },
    })),
  );

export function teamRef(link: CardPlayerTeamRow): TeamRef | null {
  if (link.team_id === null) return null;
  return {
    team_id: link.team_id,
    name: link.team_name ?? '',
    slug: link.team_slug ?? '',
    abbreviation: link.abbreviation,
    primary_color: link.primary_color,
    secondary_color: link.secondary_color,
  };
}

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

type DetailBase = Omit<
  CardDetail,
  | 'teams'
  | 'primary_team'
  | 'print_run_display'
  | 'cyc_population'
  | 'front_image_path'
  | 'back_image_path'
  | 'prev_card'
  | 'next_card'
  | 'parallels'
  | 'primary_photo_url'
>;

/** One card with everything the card page shows of it (the page adds neighbours and parallels). */
export function toDetailCard(
  row: CardRow,
  links: CardPlayerTeamRow[],
  owned: Map<number, number> | null,
): DetailBase {
  const playerLinks = links.map((link) => {
    const player = listPlayerOf(link);
    return {
      player: player && { ...player, nick_name: link.nick_name },
      team: teamRef(link),
      is_rookie: row.is_rookie,
    };
  });
  const names = playerNamesOf(playerLinks);
  return {
    ...startCard(row, row, owned),
    player_names: names,
    player_slug: playerSlugOf(names),
    card_player_teams: playerLinks,
    color_hex_value: row.color_hex,
    series_rel: {
      series_id: row.series_id,
      name: row.series_name,
      slug: row.series_slug,
      front_image_path: row.front_image_path,
      back_image_path: row.back_image_path,
      print_run_display: row.print_run_display,
    },
    color_rel: row.color_name ? { color: row.color_name, hex_color: row.color_hex ?? '' } : null,
  };
}
