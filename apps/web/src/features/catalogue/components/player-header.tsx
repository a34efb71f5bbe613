import type { ReactNode } from 'react';
import { Trophy } from 'lucide-react';
import { countLabel, type Player } from '@cardbinder/shared';
import { TeamCircle } from '@/components/ui/team-circle';
import { teamAbbreviation } from '../catalogue-paths';

/** A birthdate stored as YYYY-MM-DD is shown as a calendar date, never shifted by the time zone. */
export function formatBirthdate(value: string | null): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

export interface PlayerHeaderProps {
  player: Player;
  selectedTeamSlug: string | undefined;
  onToggleTeam: (teamSlug: string) => void;
  /** admin shortcuts shown beside the name */
  actions?: ReactNode;
}

export function PlayerHeader({ player, selectedTeamSlug, onToggleTeam, actions }: PlayerHeaderProps) {
  const name = `${player.first_name} ${player.last_name}`.trim();
  const birthdate = formatBirthdate(player.birthdate);
  return (
    <header className="detail-header">
      <div className="detail-header__main">
        <h1 className="detail-header__title">
          {name}
          {player.is_hof ? (
            <span className="hof-badge" title="Hall of Fame">
              <Trophy size={22} aria-hidden="true" />
              <span className="visually-hidden">Hall of Fame</span>
            </span>
          ) : null}
        </h1>
        {player.nick_name ? <p className="detail-header__sub">&ldquo;{player.nick_name}&rdquo;</p> : null}
        {birthdate ? <p className="detail-header__sub">Born {birthdate}</p> : null}
        {player.teams.length > 0 ? (
          <div className="team-filter" role="group" aria-label="Filter by team">
            {player.teams.map((team) => (
              <TeamCircle
                key={team.team_id}
                size="md"
                abbreviation={teamAbbreviation(team)}
                name={`${team.name}: ${countLabel(team.card_count, 'card')}`}
                primaryColor={team.primary_color}
                secondaryColor={team.secondary_color}
                selected={team.slug === selectedTeamSlug}
                onClick={() => onToggleTeam(team.slug)}
              />
            ))}
          </div>
        ) : null}
      </div>
      {actions}
    </header>
  );
}
