import { Link } from 'react-router';
import type { CardDetail } from '@cardbinder/shared';
import { Tag } from '@/components/ui/tag';
import { TeamCircle } from '@/components/ui/team-circle';

const part = encodeURIComponent;

function abbreviationOf(team: { abbreviation: string | null; name: string }): string {
  if (team.abbreviation) return team.abbreviation;
  return (
    team.name
      .split(/\s+/)
      .map((word) => word[0] ?? '')
      .join('')
      .slice(0, 3)
      .toUpperCase() || '?'
  );
}

/** Each player of the card with the team circle they appear in; circle and name are links. */
export function CardPlayers({ card }: { card: CardDetail }) {
  const entries = card.card_player_teams.filter((entry) => entry.player || entry.team);
  if (entries.length === 0) return null;
  return (
    <ul className="card-players">
      {entries.map((entry, index) => (
        <li
          key={`${entry.player?.player_id ?? 'x'}-${entry.team?.team_id ?? 'x'}-${index}`}
          className="card-players__item"
        >
          {entry.team ? (
            <Link
              className="card-players__team"
              to={`/teams/${part(entry.team.slug)}`}
              aria-label={`${abbreviationOf(entry.team)}: ${entry.team.name}`}
            >
              <TeamCircle
                size="md"
                abbreviation={abbreviationOf(entry.team)}
                name={entry.team.name}
                primaryColor={entry.team.primary_color}
                secondaryColor={entry.team.secondary_color}
              />
            </Link>
          ) : null}
          <span className="card-players__text">
            {entry.player ? (
              <Link className="card-players__name" to={`/players/${part(entry.player.slug)}`}>
                {`${entry.player.first_name} ${entry.player.last_name}`.trim()}
              </Link>
            ) : null}
            {entry.team ? <span className="card-players__team-name">{entry.team.name}</span> : null}
          </span>
          {entry.is_rookie && !card.is_rookie ? <Tag kind="rc" /> : null}
        </li>
      ))}
    </ul>
  );
}
