import { useDeferredValue, useState } from 'react';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useUniversalSearch } from '@/features/search';

export interface ChosenPlayer {
  id: number;
  name: string;
}

/** The matches' player filter: type a name, pick one of the players found; the chosen one clears with ×. */
export function PlayerFilter({
  chosen,
  onChoose,
}: {
  chosen: ChosenPlayer | null;
  onChoose: (player: ChosenPlayer | null) => void;
}) {
  const [text, setText] = useState('');
  const query = useDeferredValue(text);
  const search = useUniversalSearch(chosen ? '' : query);
  const players = (search.data?.results ?? []).filter((result) => result.type === 'player').slice(0, 6);
  if (chosen)
    return (
      <div className="trading__player">
        <span>
          Player: <strong>{chosen.name}</strong>
        </span>
        <Button
          variant="ghost"
          size="sm"
          icon={<X size={14} aria-hidden="true" />}
          aria-label={`Clear the player filter (${chosen.name})`}
          onClick={() => onChoose(null)}
        >
          Clear
        </Button>
      </div>
    );
  return (
    <div className="trading__player">
      <label>
        Player{' '}
        <input
          type="search"
          className="field__input"
          placeholder="Type a player's name"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      {players.length > 0 ? (
        <ul className="trading__player-options" aria-label="Players found">
          {players.map((player) => (
            <li key={player.id}>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  onChoose({ id: player.id, name: player.title });
                  setText('');
                }}
              >
                {player.title}
              </Button>
            </li>
          ))}
        </ul>
      ) : text.trim().length >= 2 && search.isSuccess ? (
        <p className="muted">No player named like that.</p>
      ) : null}
    </div>
  );
}
