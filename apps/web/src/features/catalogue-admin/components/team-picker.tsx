import { useId, useMemo, useState } from 'react';
import type { Team } from '@cardbinder/shared';

export interface TeamPickerProps {
  teams: readonly Team[];
  excludeIds: ReadonlySet<number>;
  disabled: boolean;
  onPick: (team: Team) => void;
}

/** A searchable team list (300 px wide, 400 px high) for adding a team to a player. */
export function TeamPicker({ teams, excludeIds, disabled, onPick }: TeamPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const id = useId();
  const shown = useMemo(() => {
    const query = search.trim().toLowerCase();
    return teams.filter(
      (team) =>
        !excludeIds.has(team.team_id) &&
        (!query ||
          team.name.toLowerCase().includes(query) ||
          (team.abbreviation ?? '').toLowerCase().includes(query) ||
          (team.organization_abbreviation ?? '').toLowerCase().includes(query)),
    );
  }, [teams, excludeIds, search]);

  return (
    <div className="team-picker">
      <label className="field__label" htmlFor={id}>
        Add team
      </label>
      <input
        id={id}
        className="field__input team-picker__input"
        role="combobox"
        aria-autocomplete="list"
        placeholder="Search teams..."
        value={search}
        disabled={disabled}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          setSearch(event.target.value);
          setOpen(true);
        }}
      />
      {open ? (
        <ul id={`${id}-list`} className="team-picker__list" aria-label="Teams">
          {shown.length === 0 ? <li className="team-picker__empty">No teams found</li> : null}
          {shown.map((team) => (
            <li key={team.team_id}>
              <button
                type="button"
                className="team-picker__option"
                disabled={disabled}
                onClick={() => {
                  onPick(team);
                  setSearch('');
                  setOpen(false);
                }}
              >
                <span>{team.name}</span>
                <span className="team-picker__meta">
                  {[team.abbreviation, team.organization_abbreviation].filter(Boolean).join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
