import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { changePasswordProblem } from '@cardbinder/shared';
import { FormError } from '@/components/ui/form-error';
import { ModalForm } from '@/components/ui/modal-form';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/api-client';
import { useChangePassword } from '../api/use-profile-mutations';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Spec 2 §2.8 Change Password with the §5 rules; success signs out every other session. */
export function ChangePasswordModal({
  open,
  email,
  onClose,
}: {
  open: boolean;
  email: string;
  onClose: () => void;
}) {
  const [fields, setFields] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangePassword();
  const close = () => {
    setFields(EMPTY);
    setProblem(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = changePasswordProblem(fields);
    setProblem(found);
    if (found) return;
    change.mutate(
      { currentPassword: fields.currentPassword, newPassword: fields.newPassword },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          close();
        },
        onError: (error) =>
          setProblem(errorText(error, { fallback: 'Failed to change password', prefer: 'message' })),
      },
    );
  };

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={fields[name]}
      onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
    />
  );

  return (
    <ModalForm
      open={open}
      title="Change Password"
      onClose={close}
      size="sm"
      onSubmit={submit}
      submitLabel="Change Password"
      pending={change.isPending}
      className="settings-password"
    >
      {field('currentPassword', 'Current Password', 'current-password')}
      {field('newPassword', 'New Password', 'new-password')}
      {field('confirmPassword', 'Confirm New Password', 'new-password')}
      <p className="muted">
        At least 8 characters with upper and lower case letters, a number and a special character. Other
        devices are signed out.
      </p>
      <FormError>{problem}</FormError>
      <Link to={paths.forgotPassword} state={{ email }}>
        Forgot your current password?
      </Link>
    </ModalForm>
  );
}
