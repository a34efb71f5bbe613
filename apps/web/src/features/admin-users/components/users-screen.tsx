import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import type { SortingState } from '@tanstack/react-table';
import {
  formatCount,
  ADMIN_USER_MESSAGES,
  ADMIN_USERS_PAGE_SIZE,
  type AdminUser,
  type AdminUserSort,
} from '@cardbinder/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/loading-screen';
import { Page } from '@/components/ui/page';
import { Pager } from '@/components/ui/pager';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { useAuth } from '@/features/auth';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorText, isApiError } from '@/lib/api-client';
import { useAdminUsers, useResetUserPassword } from '../api/use-admin-users';
import { UserFormModal } from './user-form-modal';
import { UsersTable } from './users-table';
import '../admin-users.css';

const SEARCH_DEBOUNCE_MS = 300;

type Editing = { mode: 'add' } | { mode: 'edit'; user: AdminUser } | null;

/** /admin/users (admin and superadmin): the paged, sortable, searchable user table and its modals. */
export function UsersScreen() {
  const { user: actor } = useAuth();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'created', desc: true }]);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const reset = useResetUserPassword();

  const sort = sorting[0];
  const query = {
    search: debounced || undefined,
    sort: (sort?.id ?? 'created') as AdminUserSort,
    order: sort?.desc ? ('desc' as const) : ('asc' as const),
    page,
    limit: ADMIN_USERS_PAGE_SIZE,
  };
  const users = useAdminUsers(query);
  const pagination = users.data?.pagination;

  const confirmReset = () => {
    if (!resetting) return;
    reset.mutate(resetting.user_id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setResetting(null);
      },
      onError: (error) => {
        toast.error(
          isApiError(error, 503)
            ? ADMIN_USER_MESSAGES.mailNotConfigured
            : errorText(error, { fallback: 'Failed to send password reset email', prefer: 'message' }),
        );
        setResetting(null);
      },
    });
  };

  return (
    <Page
      title="User Management"
      subtitle={
        pagination ? (
          <p className="page__subtitle">
            {formatCount(pagination.total)} {pagination.total === 1 ? 'user' : 'users'}
          </p>
        ) : null
      }
      actions={
        <Button onClick={() => setEditing({ mode: 'add' })}>
          <UserPlus size={16} aria-hidden="true" /> Add User
        </Button>
      }
    >
      <div className="users-toolbar">
        <TextField
          label="Search users"
          type="search"
          placeholder="Username, name or email"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        {users.isFetching ? <Spinner size={20} label="Loading users" /> : null}
      </div>
      {users.isError ? <Alert>{ADMIN_USER_MESSAGES.loadFailed}</Alert> : null}
      {users.data ? (
        <UsersTable
          users={users.data.users}
          sorting={{
            sorting,
            onSortingChange: (next) => {
              setSorting(next);
              setPage(1);
            },
          }}
          scrollResetKey={JSON.stringify(query)}
          onEdit={(user) => setEditing({ mode: 'edit', user })}
          onResetPassword={setResetting}
        />
      ) : users.isPending ? (
        <Spinner label="Loading users" />
      ) : null}
      {pagination ? (
        <Pager
          label="User pages"
          page={pagination.page}
          totalPages={pagination.totalPages}
          onPage={setPage}
        />
      ) : null}
      {editing && actor ? (
        <UserFormModal
          user={editing.mode === 'edit' ? editing.user : undefined}
          actor={actor}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={resetting !== null}
        title="Reset Password"
        confirmLabel="Send Reset Email"
        danger={false}
        pending={reset.isPending}
        onConfirm={confirmReset}
        onClose={() => setResetting(null)}
      >
        <p>
          Send a password reset link to <strong>{resetting?.email}</strong>? Their current password keeps
          working until they choose a new one.
        </p>
      </ConfirmDialog>
    </Page>
  );
}
