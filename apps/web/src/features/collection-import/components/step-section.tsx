import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface StepSectionProps {
  title: string;
  /** move focus to the heading when shown (after a step change, not on the page's first paint) */
  focusOnShow: boolean;
  children: ReactNode;
}

/** One step of the wizard, named by its h2; keyboard and screen-reader users land on the heading. */
export function StepSection({ title, focusOnShow, children }: StepSectionProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow, title]);
  return (
    <section className="cimport-panel" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="cimport-panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
