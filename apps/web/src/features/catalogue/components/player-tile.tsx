import { Link } from 'react-router';
import { Pencil, Trophy } from 'lucide-react';
import { formatCount, countLabel, type Player } from '@cardbinder/shared';
import { TeamCircle } from '@/components/ui/team-circle';
import { playerPath, teamAbbreviation } from '../catalogue-paths';

const MAX_CIRCLES = 4;

export interface PlayerTileProps {
  player: Player;
  /** team to open the player filtered to, e.g. from a team page */
  teamSlug?: string;
  editHref?: string;
}

export function PlayerTile({ player, teamSlug, editHref }: PlayerTileProps) {
  const name = `${player.first_name} ${player.last_name}`.trim();
  return (
    <article className="tile player-tile">
      <Link className="tile__link" to={playerPath(player.slug, teamSlug)}>
        <span className="player-tile__name">
          {name}
          {player.is_hof ? <Trophy size={16} className="hof-trophy" aria-label="Hall of Fame" /> : null}
        </span>
        {player.nick_name ? (
          <span className="player-tile__nick">&ldquo;{player.nick_name}&rdquo;</span>
        ) : null}
        <span className="player-tile__teams">
          {player.teams.slice(0, MAX_CIRCLES).map((team) => (
            <TeamCircle
              key={team.team_id}
              size="sm"
              abbreviation={teamAbbreviation(team)}
              name={team.name}
              primaryColor={team.primary_color}
              secondaryColor={team.secondary_color}
            />
          ))}
          {player.teams.length > MAX_CIRCLES ? (
            <span className="player-tile__more">+{player.teams.length - MAX_CIRCLES}</span>
          ) : null}
        </span>
        <span className="tile__stats">
          <span>{countLabel(player.card_count, 'card')}</span>
          {player.rc_count > 0 ? <span>{formatCount(player.rc_count)} RC</span> : null}
          {player.user_card_count ? (
            <span className="tile__owned">{formatCount(player.user_card_count)} owned</span>
          ) : null}
        </span>
      </Link>
      {editHref ? (
        <Link className="icon-button tile__edit" to={editHref} aria-label={`Edit ${name}`}>
          <Pencil size={16} aria-hidden="true" />
        </Link>
      ) : null}
    </article>
  );
}
