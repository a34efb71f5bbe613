import { useState, type FormEvent } from 'react';
import { PROFILE_MESSAGES } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useUpdateUsername } from '../api/use-profile-mutations';
import { useUsernameCheck } from '../hooks/use-username-check';

const TONE = { checking: 'neutral', available: 'success', taken: 'error', invalid: 'error' } as const;

/** Username with the 500 ms availability check; saving needs an available name. */
export function UsernameSection({ current }: { current: string }) {
  const [value, setValue] = useState(current);
  const check = useUsernameCheck(value, current);
  const update = useUpdateUsername();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check.status === 'unchanged') {
      toast.info(PROFILE_MESSAGES.usernameSame);
      return;
    }
    if (check.status !== 'available') {
      toast.error(PROFILE_MESSAGES.usernameNotAvailable);
      return;
    }
    update.mutate(value.trim(), {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(errorText(error, { fallback: 'Failed to update username' })),
    });
  };

  return (
    <form className="settings-section" onSubmit={submit} aria-labelledby="username-heading">
      <h2 id="username-heading">Username</h2>
      <TextField
        label="Username"
        value={value}
        autoComplete="username"
        maxLength={30}
        onChange={(event) => setValue(event.target.value)}
        hint={check.message ?? `Your profile address: /${current}`}
        hintTone={check.status in TONE ? TONE[check.status as keyof typeof TONE] : 'neutral'}
      />
      <Button type="submit" size="sm" loading={update.isPending}>
        Update Username
      </Button>
    </form>
  );
}
