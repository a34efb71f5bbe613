import { useState } from 'react';
import { SetsInProgress } from './sets-in-progress';

const seriesPath = (year: number, setSlug: string, seriesSlug: string) =>
  `/sets/${year}/${encodeURIComponent(setSlug)}/${encodeURIComponent(seriesSlug)}`;

/** My Collection's 'Sets in progress' view, asked for only once opened. */
export function SetsInProgressSection() {
  const [open, setOpen] = useState(false);
  return (
    <details className="sets-in-progress" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Sets in progress</summary>
      {open ? <SetsInProgress seriesPath={seriesPath} /> : null}
    </details>
  );
}
