import { useId, useState, type ReactNode } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';

export interface CollapsibleSectionProps {
  title: string;
  /** open on first render: the form's sections open when they hold a value (spec 2 §2.8) */
  defaultOpen: boolean;
  /** opens the section whenever it changes to a number above 0, e.g. each submit a field inside failed */
  reveal?: number;
  children: ReactNode;
}

/**
 * The card form's Pricing, Grading and Card Photos sections (spec 2 §2.8): a heading button that controls a
 * region. A closed region renders nothing, so it can never show while its toggle says collapsed; the form keeps
 * the values of the unmounted fields.
 */
export function CollapsibleSection({ title, defaultOpen, reveal = 0, children }: CollapsibleSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [revealed, setRevealed] = useState(reveal);
  if (reveal !== revealed) {
    setRevealed(reveal);
    if (reveal > 0) setOpen(true);
  }
  const toggleId = useId();
  const bodyId = useId();
  return (
    <section className="cc-section">
      <h3 className="cc-section__heading">
        <button
          id={toggleId}
          type="button"
          className="cc-section__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? (
            <ChevronDown size={16} aria-hidden="true" />
          ) : (
            <ChevronRight size={16} aria-hidden="true" />
          )}
          {title}
        </button>
      </h3>
      <div id={bodyId} role="region" aria-labelledby={toggleId} className="cc-section__body" hidden={!open}>
        {open ? children : null}
      </div>
    </section>
  );
}
