import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { Alert } from './alert';
import { Button } from './button';

/** Inline error with a Try Again button (spec §8). */
export function ErrorPanel({
  title,
  message,
  onRetry,
  children,
}: {
  title?: string;
  message: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="error-panel">
      <Alert tone="error">
        {title ? <strong className="error-panel__title">{title}</strong> : null}
        <span>{message}</span>
      </Alert>
      <div className="error-panel__actions">
        {onRetry ? (
          <Button variant="secondary" icon={<RefreshCw size={16} aria-hidden="true" />} onClick={onRetry}>
            Try Again
          </Button>
        ) : null}
        {children}
      </div>
    </div>
  );
}
