import type { ReactNode } from 'react';

export interface AlertProps {
  tone?: 'error' | 'success' | 'info' | 'warning';
  children: ReactNode;
}

/** An inline message box; errors are announced immediately, the rest politely. */
export function Alert({ tone = 'error', children }: AlertProps) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
