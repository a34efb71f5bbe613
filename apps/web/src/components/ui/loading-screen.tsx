import { LoaderCircle } from 'lucide-react';

export function Spinner({ size = 24, label = 'Loading' }: { size?: number; label?: string }) {
  return (
    <span className="spinner" role="status" aria-label={label}>
      <LoaderCircle className="spin" size={size} aria-hidden="true" />
    </span>
  );
}

/** Shown while the session or a lazily loaded screen is on its way. */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <LoaderCircle className="spin" size={40} aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}
