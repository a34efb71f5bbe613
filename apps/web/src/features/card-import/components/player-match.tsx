import type { ImportPlayer, ImportPlayerCandidate } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { candidatesOf } from '../lib/import-cards';

export interface PlayerMatchProps {
  player: ImportPlayer;
  /** names the select for screen readers: card number and position */
  label: string;
  onSelect: (candidate: ImportPlayerCandidate | null) => void;
  onCreate: () => void;
  creating: boolean;
}

const percent = (score: number) => `${Math.round(score * 100)}%`;

/** One name of the file: the chosen player from up to 5 candidates, or a new player made from the name. */
export function PlayerMatch({ player, label, onSelect, onCreate, creating }: PlayerMatchProps) {
  const candidates = candidatesOf(player);
  const selected = player.selectedPlayer;
  const options =
    selected && !candidates.some((c) => c.playerId === selected.playerId)
      ? [selected, ...candidates]
      : candidates;
  return (
    <div className="import-player">
      <span className="import-player__name">{player.name}</span>
      <select
        aria-label={label}
        value={selected?.playerId ?? ''}
        onChange={(event) => onSelect(options.find((c) => c.playerId === Number(event.target.value)) ?? null)}
      >
        <option value="">{options.length === 0 ? 'No match found' : 'Choose a player…'}</option>
        {options.map((candidate) => (
          <option key={candidate.playerId} value={candidate.playerId}>
            {candidate.playerName} (#{candidate.playerId}, {percent(candidate.score)})
          </option>
        ))}
      </select>
      {selected ? null : (
        <Button size="sm" variant="secondary" onClick={onCreate} loading={creating} disabled={creating}>
          Create player
        </Button>
      )}
    </div>
  );
}
