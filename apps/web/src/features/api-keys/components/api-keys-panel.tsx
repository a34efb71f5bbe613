import { useState } from 'react';
import { API_REFERENCE_PATH, relativeTime } from '@cardbinder/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Panel } from '@/components/ui/panel';
import { useApiKeys, useRevokeApiKey } from '../api/use-api-keys';
import { CreateApiKeyForm } from './create-api-key-form';
import '../api-keys.css';

/** Settings → API keys: make a key (shown once), see when each was last used, revoke. */
export function ApiKeysPanel() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [shown, setShown] = useState<{ secret: string; name: string } | null>(null);
  const [revoking, setRevoking] = useState<{ id: number; name: string } | null>(null);

  return (
    <Panel className="settings-section api-keys" title="API keys">
      <p className="muted">
        Call the <a href={API_REFERENCE_PATH}>CardBinder API</a> from your own scripts with a key as{' '}
        <code>Authorization: Bearer …</code>. A key can only do what its scopes say.
      </p>
      {shown ? (
        <div className="api-keys__secret" role="status">
          <p>
            Your new key <strong>{shown.name}</strong>. Copy it now: it will not be shown again.
          </p>
          <code className="api-keys__value">{shown.secret}</code>
          <div className="api-keys__secret-actions">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void navigator.clipboard?.writeText(shown.secret)}
            >
              Copy
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setShown(null)}>
              Done
            </Button>
          </div>
        </div>
      ) : null}
      <CreateApiKeyForm onCreated={(secret, name) => setShown({ secret, name })} />
      {keys.isError ? <Alert>Failed to load your API keys</Alert> : null}
      {keys.data && keys.data.length > 0 ? (
        <ul className="api-keys__list" aria-label="Your API keys">
          {keys.data.map((key) => (
            <li
              key={key.id}
              className={key.revoked_at ? 'api-keys__item api-keys__item--revoked' : 'api-keys__item'}
            >
              <div>
                <strong>{key.name}</strong> <code>{key.prefix}…</code>
                <div className="muted">
                  {key.scopes.join(', ')} · {key.rate_limit_per_minute}/min ·{' '}
                  {key.revoked_at
                    ? `revoked ${relativeTime(key.revoked_at)}`
                    : key.last_used_at
                      ? `last used ${relativeTime(key.last_used_at)}`
                      : 'never used'}
                </div>
              </div>
              {key.revoked_at ? null : (
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => setRevoking({ id: key.id, name: key.name })}
                >
                  Revoke<span className="visually-hidden"> {key.name}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke API key"
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) })}
      >
        <p>Revoke “{revoking?.name}”? Scripts using it stop working at once.</p>
      </ConfirmDialog>
    </Panel>
  );
}
