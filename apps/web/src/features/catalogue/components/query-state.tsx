import { useEffect, type ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/loading-screen';
import { toast } from '@/components/ui/toast/toast-store';

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

export function LoadingPanel({ label }: { label: string }) {
  return (
    <div className="loading-panel">
      <Spinner size={32} label={label} />
      <p>{label}</p>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="catalogue-empty">{children}</p>;
}

/** The spec's load-failure toasts ('Failed to load years: …'), once per failure, beside the inline error. */
export function useErrorToast(failed: boolean, message: string): void {
  useEffect(() => {
    if (failed) toast.error(message);
  }, [failed, message]);
}
