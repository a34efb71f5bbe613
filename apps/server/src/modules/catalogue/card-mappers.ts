import type { CardDetail, TeamRef } from '@cardbinder/shared';
import { listPlayerOf, playerNamesOf, playerSlugOf, startCard } from '@/modules/card-list';
import type { CardPlayerTeamRow, CardRow } from './cards.queries';

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
