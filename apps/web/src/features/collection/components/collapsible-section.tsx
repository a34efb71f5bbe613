import { useId, useState, type ReactNode } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';

/** The edit form's Pricing, Grading and Card Photos sections (spec 2 §2.8), each collapsible. */
export function CollapsibleSection({
  title,
  defaultOpen,
  children,
}: {
  title: string;
  defaultOpen: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <section className="cc-section">
      <button
        type="button"
        className="cc-section__toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <ChevronDown size={16} aria-hidden="true" /> : <ChevronRight size={16} aria-hidden="true" />}
        {title}
      </button>
      <div id={bodyId} className="cc-section__body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
