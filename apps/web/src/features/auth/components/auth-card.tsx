import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred panel every account screen sits in. */
export function AuthCard({ title, subtitle, icon, children, footer }: AuthCardProps) {
  return (
    <section className="auth-page">
      <div className="auth-card">
        <header className="auth-card__header">
          {icon ? <div className="auth-card__icon">{icon}</div> : null}
          <h1 className="auth-card__title">{title}</h1>
          {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
        </header>
        {children}
        {footer ? <footer className="auth-card__footer">{footer}</footer> : null}
      </div>
    </section>
  );
}
