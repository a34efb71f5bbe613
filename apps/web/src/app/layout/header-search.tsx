import { SearchCombobox } from '@/features/search';

/** The header's universal search; the header hides it on / and /home (spec 1 §2). */
export function HeaderSearch() {
  return <SearchCombobox />;
}
