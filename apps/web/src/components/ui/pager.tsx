import { Button } from './button';

export interface PagerProps {
  /** the navigation's accessible name ('User pages') */
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous / 'Page n of m' / Next under a paged table; nothing when everything fits on one page. */
export function Pager({ label, page, totalPages, onPage }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {totalPages}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
