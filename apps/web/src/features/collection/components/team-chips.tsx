import { TeamCircle } from '@/components/ui/team-circle';
import type { CollectionTeam } from '../api/use-collection';

/** Team filter chips; several may be chosen at once. */
export function TeamChips({
  teams,
  selected,
  onToggle,
}: {
  teams: readonly CollectionTeam[];
  selected: readonly number[];
  onToggle: (teamId: number) => void;
}) {
  if (teams.length === 0) return null;
  return (
    <div className="cc-teams" role="group" aria-label="Teams">
      {teams.map((team) => (
        <span key={team.team_id} className="cc-team">
          <TeamCircle
            size="sm"
            abbreviation={team.abbreviation ?? team.name.slice(0, 3).toUpperCase()}
            name={team.name}
            primaryColor={team.primary_color}
            secondaryColor={team.secondary_color}
            selected={selected.includes(team.team_id)}
            onClick={() => onToggle(team.team_id)}
          />
          <span className="cc-team__count">{team.card_count}</span>
        </span>
      ))}
    </div>
  );
}
