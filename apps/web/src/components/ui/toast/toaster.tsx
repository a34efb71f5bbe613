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

/** Renders the visible toasts; a click anywhere on a toast removes it (spec §2 Toasts). */
export function Toaster({ store = appToasts }: ToasterProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <div className="toaster" aria-live="polite" aria-relevant="additions">
      {toasts.map((item) => {
        const Icon = ICONS[item.type];
        return (
          <div
            key={item.id}
            className={`toast toast--${item.type}`}
            role={item.type === 'error' ? 'alert' : 'status'}
            onClick={() => store.dismiss(item.id)}
          >
            <Icon className="toast__icon" aria-hidden="true" size={18} />
            <span className="toast__message">{item.message}</span>
            <X className="toast__close" aria-hidden="true" size={16} />
          </div>
        );
      })}
    </div>
  );
}
