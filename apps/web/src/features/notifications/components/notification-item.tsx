import { ArrowLeftRight, Award, Bell, Layers, MessageSquare, Trash2 } from 'lucide-react';
import { relativeTime, type Notification } from '@cardbinder/shared';

const ICONS = {
  comment: MessageSquare,
  achievement: Award,
  collection: Layers,
  system: Bell,
  trade: ArrowLeftRight,
} as const;

export interface NotificationItemProps {
  notification: Notification;
  selected: boolean;
  now: Date;
  onToggle: () => void;
  onOpen: () => void;
  onDelete: () => void;
}

/** One row: checkbox, kind icon, title, message and time (the text opens it), and a delete button. */
export function NotificationItem({
  notification: n,
  selected,
  now,
  onToggle,
  onOpen,
  onDelete,
}: NotificationItemProps) {
  const Icon = ICONS[n.notification_type];
  return (
    <li className={`notification${n.is_read ? '' : ' notification--unread'}`}>
      <input
        type="checkbox"
        checked={selected}
        onChange={onToggle}
        aria-label={`Select notification: ${n.title}`}
      />
      <span className={`notification__icon notification__icon--${n.notification_type}`} aria-hidden="true">
        <Icon size={18} />
      </span>
      <button type="button" className="notification__body" onClick={onOpen}>
        <span className="notification__title">
          {n.title}
          {n.is_read ? null : <span className="visually-hidden"> (unread)</span>}
        </span>
        <span className="notification__message">{n.message}</span>
        <time
          className="notification__time"
          dateTime={n.created_at}
          title={new Date(n.created_at).toLocaleString()}
        >
          {relativeTime(n.created_at, now)}
        </time>
      </button>
      <button
        type="button"
        className="icon-button notification__delete"
        aria-label={`Delete notification: ${n.title}`}
        onClick={onDelete}
      >
        <Trash2 size={16} aria-hidden="true" />
      </button>
    </li>
  );
}
