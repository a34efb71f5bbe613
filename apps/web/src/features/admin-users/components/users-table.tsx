import { useMemo } from 'react';
import { Link } from 'react-router';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { formatCount, accountBadge, ADMIN_USER_SORTS, type AdminUser } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table/data-table';
import { useDataTable, type ManualSorting } from '@/components/ui/data-table/use-data-table';
import { publicProfilePath } from '@/config/paths';
import { ROLE_LABELS } from '../lib/roles';

const ROW_HEIGHT = 48;
const SORTABLE = new Set<string>(ADMIN_USER_SORTS);

export interface UsersTableActions {
  onEdit: (user: AdminUser) => void;
  onResetPassword: (user: AdminUser) => void;
}

const date = (value: string | null) =>
  value
    ? new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })
    : 'Never';

function StatusBadge({ user }: { user: AdminUser }) {
  const badge = accountBadge(user);
  return <span className={`user-badge user-badge--${badge.toLowerCase()}`}>{badge}</span>;
}

function columns(): ColumnDef<AdminUser>[] {
  const column = (
    id: string,
    header: string,
    size: number,
    cell: (user: AdminUser) => React.ReactNode,
  ): ColumnDef<AdminUser> => ({
    id,
    header,
    size,
    enableSorting: SORTABLE.has(id),
    cell: ({ row }) => cell(row.original),
  });
  return [
    column('username', 'Username', 160, (user) => (
      <Link to={publicProfilePath(user.username)}>{user.username}</Link>
    )),
    column(
      'name',
      'Name',
      160,
      (user) => user.name ?? ([user.first_name, user.last_name].filter(Boolean).join(' ') || '—'),
    ),
    column('email', 'Email', 220, (user) => user.email),
    column('role', 'Role', 110, (user) => ROLE_LABELS[user.role]),
    column('status', 'Status', 110, (user) => <StatusBadge user={user} />),
    column('card_count', 'Cards', 80, (user) => formatCount(user.card_count)),
    column('login_attempts', 'Failed logins', 110, (user) => user.login_attempts),
    column('created', 'Created', 120, (user) => date(user.created)),
    column('last_login', 'Last login', 120, (user) => date(user.last_login)),
    {
      id: 'actions',
      header: 'Actions',
      size: 200,
      enableSorting: false,
      cell: ({ row, table }) => {
        const actions = table.options.meta as UsersTableActions;
        const user = row.original;
        return (
          <span className="users-table__actions">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => actions.onEdit(user)}
              aria-label={`Edit ${user.username}`}
            >
              Edit
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => actions.onResetPassword(user)}
              aria-label={`Reset password of ${user.username}`}
            >
              Reset password
            </Button>
          </span>
        );
      },
    },
  ];
}

export interface UsersTableProps extends UsersTableActions {
  users: AdminUser[];
  sorting: ManualSorting;
  scrollResetKey: string;
}

/** The users of one page, sorted by the server; each username opens the public profile. */
export function UsersTable({ users, sorting, scrollResetKey, ...actions }: UsersTableProps) {
  const columnDefs = useMemo(() => columns(), []);
  const table = useDataTable({
    data: users,
    columns: columnDefs,
    meta: actions,
    getRowId: (user) => String(user.user_id),
    minColumnWidth: 50,
    manualSorting: sorting,
  });
  return (
    <DataTable
      table={table}
      label="Users"
      block="users-table"
      className="data-table users-table"
      rowHeight={ROW_HEIGHT}
      idAttribute="data-user-id"
      scrollResetKey={scrollResetKey}
    >
      {users.length === 0 ? <p className="users-table__empty">No users match this search.</p> : null}
    </DataTable>
  );
}

export type { SortingState };
