import { useId, useState } from 'react';
import { X } from 'lucide-react';
import {
  ADMIN_CARD_MESSAGES,
  ADMIN_SEARCH_DEBOUNCE_MS,
  PLAYER_TEAM_SEARCH,
  type AdminCardPlayerTeam,
} from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { TeamCircle } from '@/components/ui/team-circle';
import { TextField } from '@/components/ui/text-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePlayerTeamSearch } from '../api/use-admin-cards';

const samePair = (a: AdminCardPlayerTeam, b: AdminCardPlayerTeam) =>
  a.player.player_id === b.player.player_id && a.team.team_id === b.team.team_id;

function PairLabel({ pair }: { pair: AdminCardPlayerTeam }) {
  return (
    <>
      <TeamCircle
        abbreviation={pair.team.abbreviation ?? '?'}
        name={pair.team.name}
        primaryColor={pair.team.primary_color}
        secondaryColor={pair.team.secondary_color}
        size="sm"
      />
      <span>{`${pair.player.name} · ${pair.team.name}`}</span>
    </>
  );
}

/**
 * The card editor's player list: remove a pair, or search players (from 2 characters, 50 results, 8 shown)
 * and add one of their teams; a pair already on the card is refused with the spec's sentence.
 */
export function CardPlayerTeams({
  pairs,
  onChange,
}: {
  pairs: AdminCardPlayerTeam[];
  onChange: (pairs: AdminCardPlayerTeam[]) => void;
}) {
  const [search, setSearch] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const query = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const results = usePlayerTeamSearch(query);
  const listId = useId();
  const shown =
    query.length >= PLAYER_TEAM_SEARCH.minLength
      ? (results.data ?? []).slice(0, PLAYER_TEAM_SEARCH.shown)
      : [];

  const add = (pair: AdminCardPlayerTeam) => {
    if (pairs.some((existing) => samePair(existing, pair))) {
      setProblem(ADMIN_CARD_MESSAGES.duplicatePair);
      return;
    }
    onChange([...pairs, pair]);
    setSearch('');
    setProblem(null);
  };

  return (
    <fieldset className="admin-form__group">
      <legend>Players</legend>
      {pairs.length === 0 ? <p className="admin-form__muted">No players on this card.</p> : null}
      <ul className="card-pairs">
        {pairs.map((pair) => (
          <li key={`${pair.player.player_id}:${pair.team.team_id}`} className="card-pairs__item">
            <PairLabel pair={pair} />
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${pair.player.name} (${pair.team.name})`}
              icon={<X size={16} aria-hidden="true" />}
              onClick={() => onChange(pairs.filter((existing) => !samePair(existing, pair)))}
            />
          </li>
        ))}
      </ul>
      <TextField
        label="Add a player"
        type="search"
        placeholder="Type 2 or more letters of a name"
        value={search}
        aria-controls={listId}
        error={problem ?? undefined}
        onChange={(event) => {
          setSearch(event.target.value);
          setProblem(null);
        }}
      />
      <ul id={listId} className="card-pairs card-pairs--results" aria-label="Matching players">
        {shown.map((pair) => (
          <li key={`${pair.player.player_id}:${pair.team.team_id}`}>
            <button type="button" className="card-pairs__pick" onClick={() => add(pair)}>
              <PairLabel pair={pair} />
            </button>
          </li>
        ))}
      </ul>
      {query.length >= PLAYER_TEAM_SEARCH.minLength && results.isSuccess && shown.length === 0 ? (
        <p className="admin-form__muted">No players found.</p>
      ) : null}
    </fieldset>
  );
}
