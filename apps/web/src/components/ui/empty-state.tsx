import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  icon?: ReactNode;
  /** buttons or links, in a centred row under the text */
  actions?: ReactNode;
  role?: 'alert';
  children?: ReactNode;
}

/** Nothing to show yet (or not allowed to): what the page is for and where to go instead. */
export function EmptyState({ title, icon, actions, role, children }: EmptyStateProps) {
  return (
    <div className="empty-state" role={role}>
      {icon}
      <h2>{title}</h2>
      {children}
      {actions ? <div className="empty-state__actions">{actions}</div> : null}
    </div>
  );
}
