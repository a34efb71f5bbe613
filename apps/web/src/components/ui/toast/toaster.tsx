import { useSyncExternalStore } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { toast as appToasts, type ToastStore, type ToastType } from './toast-store';

const ICONS: Record<ToastType, typeof Info> = {
  success: CircleCheck,
  error: CircleAlert,
  warning: TriangleAlert,
  info: Info,
};

export interface ToasterProps {
  store?: ToastStore;
}

/**
 * Renders the visible toasts, announced politely (every type, errors too: a toast must not interrupt).
 * A click anywhere on a toast removes it (spec §2 Toasts); by keyboard its close button, or Escape
 * while focus is inside the toast. A toast under the pointer or focus waits until it is left.
 */
export function Toaster({ store = appToasts }: ToasterProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <section className="toaster" aria-label="Notifications" aria-live="polite" aria-relevant="additions">
      {toasts.map((item) => {
        const Icon = ICONS[item.type];
        return (
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the close button and Escape are the keyboard path; the click on the body is the spec's pointer shortcut
          <div
            key={item.id}
            className={`toast toast--${item.type}`}
            role="status"
            onClick={() => store.dismiss(item.id)}
            onMouseEnter={() => store.hold(item.id)}
            onMouseLeave={() => store.release(item.id)}
            onFocus={() => store.hold(item.id)}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget)) store.release(item.id);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                store.dismiss(item.id);
              }
            }}
          >
            <Icon className="toast__icon" aria-hidden="true" size={18} />
            <span className="toast__message">{item.message}</span>
            {item.action ? (
              <button type="button" className="toast__action" onClick={item.action.onClick}>
                {item.action.label}
              </button>
            ) : null}
            <button type="button" className="toast__close" aria-label="Dismiss notification">
              <X aria-hidden="true" size={16} />
            </button>
          </div>
        );
      })}
    </section>
  );
}
