import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Notification } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { toast } from '@/components/ui/toast/toast-store';
import { hasScreen } from '@/config/screens';
import { errorText } from '@/lib/api-client';
import { useNotifications } from '../api/use-notifications';
import {
  useBulkNotifications,
  useClearReadNotifications,
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../api/use-notification-mutations';
import { useReadMarks } from '../hooks/use-read-marks';
import { NotificationItem } from './notification-item';
import '../notifications.css';

type Tab = 'all' | 'unread' | 'read';
const TABS: { tab: Tab; label: string }[] = [
  { tab: 'all', label: 'All' },
  { tab: 'unread', label: 'Unread' },
  { tab: 'read', label: 'Read' },
];
const EMPTY: Record<Tab, string> = {
  all: "You don't have any notifications yet.",
  unread: "You're all caught up!",
  read: 'No read notifications',
};
type Confirm = { kind: 'clear-read' } | { kind: 'bulk-delete'; ids: number[] } | null;

const visibleIn = (tab: Tab) => (n: Notification) =>
  tab === 'all' || (tab === 'unread' ? !n.is_read : n.is_read);

/** The /notifications screen (spec 2 §2.6): tabs, selection, bulk actions and per-item actions. */
export function NotificationsView() {
  const navigate = useNavigate();
  const query = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const clearRead = useClearReadNotifications();
  const bulk = useBulkNotifications();
  const [tab, setTab] = useState<Tab>('all');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [action, setAction] = useState<'read' | 'delete'>('read');
  const [confirm, setConfirm] = useState<Confirm>(null);
  const now = useMemo(() => new Date(), [query.dataUpdatedAt]); // eslint-disable-line react-hooks/exhaustive-deps

  const marks = useReadMarks(query.data?.notifications ?? [], query.data?.counts);
  const all = marks.notifications;
  const shown = all.filter(visibleIn(tab));
  // only what is on screen stays selected, so 'Apply to n selected' never acts on hidden items
  const selectedShown = shown.filter((n) => selected.has(n.notification_id)).map((n) => n.notification_id);
  const allShownSelected = shown.length > 0 && selectedShown.length === shown.length;

  if (query.isPending) return <LoadingScreen label="Loading notifications..." />;
  if (query.isError)
    return <ErrorPanel message="Failed to load notifications" onRetry={() => void query.refetch()} />;
  const counts = marks.counts ?? query.data.counts;

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected(allShownSelected ? new Set() : new Set(shown.map((n) => n.notification_id)));

  const open = (n: Notification) => {
    if (!n.is_read)
      marks.markRead([n.notification_id], () =>
        markRead
          .mutateAsync(n.notification_id)
          .catch((error: unknown) =>
            toast.error(errorText(error, { fallback: 'Failed to mark notification as read' })),
          ),
      );
    if (n.link && hasScreen(n.link)) void navigate(n.link);
  };

  const runBulk = (ids: number[], chosen: 'read' | 'delete') => {
    const save = () =>
      bulk.mutateAsync({ action: chosen, ids }).then(
        (answer) => {
          toast.success(answer.message);
          setSelected(new Set());
          setConfirm(null);
        },
        (error: unknown) => toast.error(errorText(error, { fallback: 'Failed to perform bulk action' })),
      );
    if (chosen === 'read') marks.markRead(ids, save);
    else void save();
  };

  const readAll = () =>
    marks.markRead(
      all.filter((n) => !n.is_read).map((n) => n.notification_id),
      () =>
        markAll.mutateAsync().then(
          (answer) => toast.success(answer.message),
          (error: unknown) =>
            toast.error(errorText(error, { fallback: 'Failed to mark all notifications as read' })),
        ),
    );

  const apply = () => {
    if (selectedShown.length === 0) {
      toast.warning('No notifications selected');
      return;
    }
    if (action === 'delete') setConfirm({ kind: 'bulk-delete', ids: selectedShown });
    else runBulk(selectedShown, 'read');
  };

  return (
    <div className="notifications">
      <div className="notifications__tabs">
        <div className="notifications__tablist" role="tablist" aria-label="Filter notifications">
          {TABS.map(({ tab: value, label }) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={tab === value}
              className={`notifications__tab${tab === value ? ' notifications__tab--active' : ''}`}
              onClick={() => {
                setTab(value);
                setSelected(new Set());
              }}
            >
              {label} <span className="notifications__count">{counts[value]}</span>
            </button>
          ))}
        </div>
        <span className="notifications__spacer" />
        {counts.unread > 0 ? (
          <Button size="sm" variant="secondary" loading={markAll.isPending} onClick={readAll}>
            Mark all read
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={() => setConfirm({ kind: 'clear-read' })}>
          Clear read
        </Button>
      </div>

      {shown.length === 0 ? (
        <p className="notifications__empty">{EMPTY[tab]}</p>
      ) : (
        <>
          <div className="notifications__bulk">
            <label className="checkbox-row">
              <input type="checkbox" checked={allShownSelected} onChange={toggleAll} />
              Select all
            </label>
            <select
              aria-label="Bulk action"
              value={action}
              onChange={(event) => setAction(event.target.value as 'read' | 'delete')}
            >
              <option value="read">Mark as read</option>
              <option value="delete">Delete</option>
            </select>
            <Button size="sm" variant="secondary" onClick={apply} loading={bulk.isPending}>
              Apply to {selectedShown.length} selected
            </Button>
          </div>
          <ul className="notifications__list">
            {shown.map((n) => (
              <NotificationItem
                key={n.notification_id}
                notification={n}
                now={now}
                selected={selected.has(n.notification_id)}
                onToggle={() => toggle(n.notification_id)}
                onOpen={() => open(n)}
                onDelete={() =>
                  remove.mutate(n.notification_id, {
                    onSuccess: (answer) => toast.success(answer.message),
                    onError: (error) =>
                      toast.error(errorText(error, { fallback: 'Failed to delete notification' })),
                  })
                }
              />
            ))}
          </ul>
        </>
      )}

      <ConfirmDialog
        open={confirm?.kind === 'clear-read'}
        title="Clear read notifications"
        confirmLabel="Clear read"
        pending={clearRead.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          clearRead.mutate(undefined, {
            onSuccess: (answer) => {
              toast.success(answer.message);
              setConfirm(null);
            },
            onError: (error) =>
              toast.error(errorText(error, { fallback: 'Failed to clear read notifications' })),
          })
        }
      >
        <p>Are you sure you want to delete all read notifications?</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm?.kind === 'bulk-delete'}
        title="Delete notifications"
        confirmLabel="Delete"
        pending={bulk.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() => confirm?.kind === 'bulk-delete' && runBulk(confirm.ids, 'delete')}
      >
        <p>
          Are you sure you want to delete {confirm?.kind === 'bulk-delete' ? confirm.ids.length : 0}{' '}
          notifications?
        </p>
      </ConfirmDialog>
    </div>
  );
}
