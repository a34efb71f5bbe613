import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { abbreviationOf } from '../lib/import-cards';

export interface TeamFormProps {
  teamName: string;
  organizationName: string | null;
  busy: boolean;
  onCreate: (team: { teamName: string; city: string; abbreviation: string }) => void;
  onCancel: () => void;
}

/** A new team for a name the file uses, in the series' organization. */
export function TeamForm({ teamName, organizationName, busy, onCreate, onCancel }: TeamFormProps) {
  const [city, setCity] = useState('');
  const [abbreviation, setAbbreviation] = useState(abbreviationOf(teamName));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreate({ teamName, city: city.trim(), abbreviation: abbreviation.trim() });
  };
  return (
    <form className="import-team-form" onSubmit={submit} aria-label={`Create team ${teamName}`}>
      <p>
        Create team <strong>{teamName}</strong>
        {organizationName ? ` in ${organizationName}` : ''}
      </p>
      <TextField label="City" value={city} onChange={(event) => setCity(event.target.value)} />
      <TextField
        label="Abbreviation"
        value={abbreviation}
        maxLength={5}
        required
        onChange={(event) => setAbbreviation(event.target.value)}
      />
      <div className="import-actions">
        <Button variant="secondary" type="button" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={busy} disabled={busy || !abbreviation.trim()}>
          Create team
        </Button>
      </div>
    </form>
  );
}
