import { useState, type FormEvent } from 'react';
import { API_KEY_LIMITS, API_KEY_SCOPE_LABELS, API_KEY_SCOPES, type ApiKeyScope } from '@cardbinder/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/api-client';
import { useCreateApiKey } from '../api/use-api-keys';

/** Name, scopes and limit of a new key; the key itself is handed to onCreated, to be shown once. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (secret: string, name: string) => void }) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['catalogue:read']);
  const [rate, setRate] = useState(String(API_KEY_LIMITS.defaultPerMinute));

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((item) => item !== scope)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, scopes, rate_limit_per_minute: Number(rate) },
      {
        onSuccess: (answer) => {
          onCreated(answer.secret, answer.key.name);
          setName('');
        },
      },
    );
  };

  return (
    <form className="api-keys__form" onSubmit={submit} aria-label="New API key">
      <TextField
        label="Key name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        maxLength={100}
      />
      <fieldset className="api-keys__scopes">
        <legend>Scopes</legend>
        {API_KEY_SCOPES.map((scope) => (
          <label key={scope} className="checkbox">
            <input
              type="checkbox"
              checked={scopes.includes(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
            />{' '}
            {API_KEY_SCOPE_LABELS[scope]} <code>{scope}</code>
          </label>
        ))}
      </fieldset>
      <TextField
        label="Requests a minute"
        type="number"
        inputMode="numeric"
        min={API_KEY_LIMITS.minPerMinute}
        max={API_KEY_LIMITS.maxPerMinute}
        value={rate}
        onChange={(event) => setRate(event.target.value)}
      />
      {create.isError ? (
        <Alert>{errorText(create.error, { fallback: 'Could not create the key', prefer: 'message' })}</Alert>
      ) : null}
      <Button
        type="submit"
        size="sm"
        loading={create.isPending}
        disabled={scopes.length === 0 || !name.trim()}
      >
        Create key
      </Button>
    </form>
  );
}
