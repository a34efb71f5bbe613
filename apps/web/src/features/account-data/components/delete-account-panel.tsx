import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_DATA_MESSAGES } from '@cardbinder/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Panel } from '@/components/ui/panel';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { useAuth } from '@/features/auth';
import { errorText } from '@/lib/api-client';
import { useDeleteAccount } from '../api/use-account-data';

/** Settings → Delete my account: what goes, the password, then signed out everywhere. */
export function DeleteAccountPanel() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const { signOut } = useAuth();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(password, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        signOut();
        void navigate('/');
      },
    });
  };

  return (
    <Panel className="settings-section" title="Delete my account">
      <p className="muted">
        Deletes your account and everything personal in it: your collection, photos, locations, trades, API
        keys, notifications and achievements. {ACCOUNT_DATA_MESSAGES.commentsRemoved} You are signed out on
        every device. This cannot be undone: download your data first if you want to keep it.
      </p>
      <Button size="sm" variant="danger" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete your account?"
        confirmLabel="Delete my account"
        pending={remove.isPending}
        form="delete-account"
        onClose={() => {
          setOpen(false);
          setPassword('');
          remove.reset();
        }}
      >
        <form id="delete-account" onSubmit={submit}>
          <p>Everything personal goes for good. {ACCOUNT_DATA_MESSAGES.commentsRemoved}</p>
          <TextField
            label="Your password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {remove.isError ? (
            <Alert>
              {errorText(remove.error, { fallback: 'The account was not deleted', prefer: 'message' })}
            </Alert>
          ) : null}
        </form>
      </ConfirmDialog>
    </Panel>
  );
}
