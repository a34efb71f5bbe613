import { useEffect, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/loading-screen';
import { toast } from '@/components/ui/toast/toast-store';

export { ErrorPanel } from '@/components/ui/error-panel';

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
