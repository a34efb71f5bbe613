import { useUnlockToasts } from '../api/use-unlock-toasts';

/** Mounted once in the layout: toasts achievements unlocked since the collector's last page. */
export function UnlockToasts() {
  useUnlockToasts();
  return null;
}
