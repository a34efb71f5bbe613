import { useId, type ReactNode } from 'react';

export interface PanelProps {
  title: ReactNode;
  /** the panel's look (`settings-section`, `profile-block` …); a title with actions sits in `${className}__head` */
  className: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** A section of a page named by its h2. */
export function Panel({ title, className, actions, children }: PanelProps) {
  const titleId = useId();
  const heading = <h2 id={titleId}>{title}</h2>;
  return (
    <section className={className} aria-labelledby={titleId}>
      {actions ? (
        <div className={`${className}__head`}>
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
