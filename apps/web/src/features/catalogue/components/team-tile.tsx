import { Link } from 'react-router';
import { countLabel, type Team } from '@cardbinder/shared';
import { TeamCircle } from '@/components/ui/team-circle';
import { teamAbbreviation, teamPath } from '../catalogue-paths';

export function TeamTile({ team }: { team: Team }) {
  return (
    <Link className="tile team-tile" to={teamPath(team.slug)}>
      <TeamCircle
        size="lg"
        abbreviation={teamAbbreviation(team)}
        name={team.name}
        primaryColor={team.primary_color}
        secondaryColor={team.secondary_color}
      />
      <span className="team-tile__text">
        <span className="team-tile__name">{team.name}</span>
        {team.organization_abbreviation ? (
          <span className="team-tile__org">{team.organization_abbreviation}</span>
        ) : null}
        <span className="tile__stats">
          <span>{countLabel(team.card_count, 'card')}</span>
          <span>{countLabel(team.player_count, 'player')}</span>
        </span>
      </span>
    </Link>
  );
}

/** Name, abbreviation and organisation abbreviation, as the spec's team search reads. */
export function teamMatches(team: Team, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [team.name, team.abbreviation, team.organization_abbreviation].some((value) =>
    value?.toLowerCase().includes(needle),
  );
}
