import { TOAST } from '@cardbinder/shared';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  createdAt: number;
  expiresAt: number;
  /** one button beside the message, e.g. Undo */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  durationMs?: number;
  action?: ToastAction;
}

export interface ToastStoreOptions {
  now?: () => number;
  durationMs?: number;
  maxVisible?: number;
  duplicateWindowMs?: number;
  cleanupMs?: number;
}

type Listener = () => void;

/** A toast let go after being held stays at least this long, so it does not vanish under the pointer. */
const TOAST_RESUME_MIN_MS = 1000;

/**
 * Toast queue per spec §9: 5000 ms default, at most 5 visible (the oldest gives way), an identical
 * toast within 1 s is ignored, expired toasts are swept every 5 s besides their own timers.
 */
export function createToastStore(options: ToastStoreOptions = {}) {
  const now = options.now ?? Date.now;
  const durationMs = options.durationMs ?? TOAST.durationMs;
  const maxVisible = options.maxVisible ?? TOAST.maxVisible;
  const duplicateWindowMs = options.duplicateWindowMs ?? TOAST.duplicateWindowMs;
  const cleanupMs = options.cleanupMs ?? TOAST.cleanupMs;

  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const lastShown = new Map<string, number>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<Listener>();
  let sweeper: ReturnType<typeof setInterval> | undefined;

  const emit = () => listeners.forEach((listener) => listener());

  function set(next: readonly Toast[]) {
    toasts = next;
    emit();
  }

  function dismiss(id: number) {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    held.delete(id);
    if (toasts.some((toast) => toast.id === id)) set(toasts.filter((toast) => toast.id !== id));
  }

  const held = new Map<number, number>();

  function arm(id: number, duration: number) {
    timers.set(
      id,
      setTimeout(() => dismiss(id), duration),
    );
  }

  /** Stops a toast's clock while the pointer or keyboard focus is on it (WCAG 2.2.1), keeping what is left. */
  function hold(id: number) {
    const toast = toasts.find((item) => item.id === id);
    if (!toast || held.has(id)) return;
    clearTimeout(timers.get(id));
    timers.delete(id);
    held.set(id, Math.max(0, toast.expiresAt - now()));
    set(toasts.map((item) => (item.id === id ? { ...item, expiresAt: Number.POSITIVE_INFINITY } : item)));
  }

  function release(id: number) {
    const remaining = held.get(id);
    held.delete(id);
    if (remaining === undefined || !toasts.some((item) => item.id === id)) return;
    const left = Math.max(remaining, TOAST_RESUME_MIN_MS);
    arm(id, left);
    set(toasts.map((item) => (item.id === id ? { ...item, expiresAt: now() + left } : item)));
  }

  function sweep() {
    const time = now();
    for (const [key, shownAt] of lastShown) if (time - shownAt >= duplicateWindowMs) lastShown.delete(key);
    const alive = toasts.filter((toast) => toast.expiresAt > time);
    if (alive.length !== toasts.length) set(alive);
  }

  function show(type: ToastType, message: string, toastOptions: ToastOptions = {}): number | null {
    const time = now();
    const key = `${type}\u0000${message}`;
    const previous = lastShown.get(key);
    if (previous !== undefined && time - previous < duplicateWindowMs) return null;
    lastShown.set(key, time);

    const duration = toastOptions.durationMs ?? durationMs;
    const toast: Toast = {
      id: nextId++,
      type,
      message,
      createdAt: time,
      expiresAt: time + duration,
      ...(toastOptions.action ? { action: toastOptions.action } : {}),
    };
    const next = [...toasts, toast];
    for (const dropped of next.slice(0, Math.max(0, next.length - maxVisible))) {
      clearTimeout(timers.get(dropped.id));
      timers.delete(dropped.id);
    }
    arm(toast.id, duration);
    set(next.slice(-maxVisible));
    return toast.id;
  }

  return {
    getSnapshot: (): readonly Toast[] => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      sweeper ??= setInterval(sweep, cleanupMs);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && sweeper) {
          clearInterval(sweeper);
          sweeper = undefined;
        }
      };
    },
    show,
    dismiss,
    hold,
    release,
    clear() {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      held.clear();
      lastShown.clear();
      set([]);
    },
    success: (message: string, opts?: ToastOptions) => show('success', message, opts),
    error: (message: string, opts?: ToastOptions) => show('error', message, opts),
    warning: (message: string, opts?: ToastOptions) => show('warning', message, opts),
    info: (message: string, opts?: ToastOptions) => show('info', message, opts),
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app's one toast queue; anything (hooks, mutation handlers) may post to it. */
export const toast = createToastStore();
