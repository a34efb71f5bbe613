import { countLabel } from '@cardbinder/shared/rules/plural';
import { WifiOff } from 'lucide-react';
import { useOnline } from '../hooks/use-online';
import { usePendingAdds } from '../hooks/use-pending-adds';
import './offline.css';

/**
 * "You are offline" and how many changes wait to sync. The live region is always in the page, empty when there
 * is nothing to say, so screen readers announce the change when it fills; it floats, so it shifts no layout.
 */
export function OfflineBanner() {
  const online = useOnline();
  const waiting = usePendingAdds().length;
  const parts = [
    online ? null : 'You are offline',
    waiting > 0 ? `${countLabel(waiting, 'change')} waiting to sync` : null,
  ].filter(Boolean);
  return (
    <div role="status" aria-live="polite" className="offline-banner" hidden={parts.length === 0}>
      {parts.length > 0 ? (
        <>
          {online ? null : <WifiOff size={16} aria-hidden="true" />}
          {parts.join(' · ')}
        </>
      ) : null}
    </div>
  );
}
