import { useState, type FormEvent } from 'react';
import { ADMIN_USER_MESSAGES, hasRole, type AdminUser, type Role } from '@cardbinder/shared';
import { ModalForm } from '@/components/ui/modal-form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useCreateUser, useUpdateUser } from '../api/use-admin-users';
import { ROLE_OPTIONS } from '../lib/roles';

export interface UserFormModalProps {
  /** the account being edited; none adds a user */
  user?: AdminUser;
  /** the signed-in staff member: their own role and active flag are not theirs to change */
  actor: { user_id: number; role: Role };
  onClose: () => void;
}

const EMAIL_REQUIRED = 'Email is required';

/** Add user (email, name, role) and edit user (also active and verified); spec 3 §5 Users. */
export function UserFormModal({ user, actor, onClose }: UserFormModalProps) {
  const create = useCreateUser();
  const update = useUpdateUser();
  const [email, setEmail] = useState(user?.email ?? '');
  const [name, setName] = useState(user?.name ?? '');
  const [role, setRole] = useState<Role>(user?.role ?? 'user');
  const [isActive, setIsActive] = useState(user?.is_active ?? true);
  const [isVerified, setIsVerified] = useState(user?.is_verified ?? false);
  const [emailError, setEmailError] = useState<string>();
  const isSelf = user?.user_id === actor.user_id;
  const isSuperadmin = hasRole(actor.role, 'superadmin');
  // only a superadmin grants or removes superadmin (docs/decisions.md)
  const roleLocked = isSelf || (!isSuperadmin && user?.role === 'superadmin');
  const pending = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setEmailError(EMAIL_REQUIRED);
      return;
    }
    const fields = { email: email.trim().toLowerCase(), name: name.trim() || null, role };
    if (!user) {
      create.mutate(fields, {
        onSuccess: () => {
          toast.success(ADMIN_USER_MESSAGES.created);
          onClose();
        },
        onError: (error) =>
          toast.error(
            `Failed to create user: ${errorText(error, { fallback: 'Unknown error', prefer: 'message' })}`,
          ),
      });
      return;
    }
    update.mutate(
      { userId: user.user_id, body: { ...fields, is_active: isActive, is_verified: isVerified } },
      {
        onSuccess: () => {
          toast.success(ADMIN_USER_MESSAGES.updated);
          onClose();
        },
        onError: (error) =>
          toast.error(
            `Failed to update user: ${errorText(error, { fallback: 'Unknown error', prefer: 'message' })}`,
          ),
      },
    );
  };

  return (
    <ModalForm
      open
      title={user ? `Edit User: ${user.username}` : 'Add User'}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={user ? 'Save Changes' : 'Add User'}
      pending={pending}
      className="user-form"
    >
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="off"
        value={email}
        error={emailError}
        onChange={(event) => {
          setEmail(event.target.value);
          setEmailError(undefined);
        }}
      />
      <TextField label="Name (optional)" value={name} onChange={(event) => setName(event.target.value)} />
      <SelectField
        label="Role"
        value={role}
        disabled={roleLocked}
        onChange={(value) => setRole(value as Role)}
        hint={isSelf ? 'You cannot change your own role or deactivate yourself.' : undefined}
      >
        {ROLE_OPTIONS.filter(
          (option) => isSuperadmin || option.value !== 'superadmin' || role === 'superadmin',
        ).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      {user ? (
        <>
          <label className="user-form__check">
            <input
              type="checkbox"
              checked={isActive}
              disabled={isSelf}
              onChange={(event) => setIsActive(event.target.checked)}
            />
            Active (deactivating signs the user out everywhere)
          </label>
          <label className="user-form__check">
            <input
              type="checkbox"
              checked={isVerified}
              onChange={(event) => setIsVerified(event.target.checked)}
            />
            Email verified
          </label>
        </>
      ) : (
        <p className="user-form__muted">
          A welcome email with a link to set a password is sent to this address.
        </p>
      )}
    </ModalForm>
  );
}
