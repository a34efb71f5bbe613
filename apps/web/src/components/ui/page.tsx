import { useId, type ReactNode } from 'react';

export interface PageProps {
  /** the page's h1, which also names the page region */
  title: ReactNode;
  /** under the title: a count or a sentence about the page */
  subtitle?: ReactNode;
  /** beside the title: a search field, buttons */
  actions?: ReactNode;
  narrow?: boolean;
  className?: string;
  headerClassName?: string;
  /** above the header (a back link) */
  before?: ReactNode;
  children: ReactNode;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** A screen: its region named by an h1 in a page header, the title block beside any actions. */
export function Page({
  title,
  subtitle,
  actions,
  narrow,
  className,
  headerClassName,
  before,
  children,
}: PageProps) {
  const titleId = useId();
  const heading = <h1 id={titleId}>{title}</h1>;
  return (
    <section className={classes('page', narrow && 'page--narrow', className)} aria-labelledby={titleId}>
      {before}
      <header className={classes('page__header', headerClassName)}>
        {actions && subtitle !== undefined ? (
          <div>
            {heading}
            {subtitle}
          </div>
        ) : (
          <>
            {heading}
            {subtitle}
          </>
        )}
        {actions}
      </header>
      {children}
    </section>
  );
}
