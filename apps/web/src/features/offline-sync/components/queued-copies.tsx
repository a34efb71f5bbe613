import { CloudUpload } from 'lucide-react';
import { useQueuedCopies } from '../hooks/use-pending-adds';
import './offline.css';

/** "+1 waiting to sync" beside a card's owned count while an add made offline waits for the connection. */
export function QueuedCopies({ cardId }: { cardId: number }) {
  const count = useQueuedCopies(cardId);
  if (count === 0) return null;
  return (
    <span className="queued-copies" title="Added offline: saved when the connection returns">
      <CloudUpload size={14} aria-hidden="true" />+{count}
      <span className="visually-hidden"> waiting to sync</span>
    </span>
  );
}
