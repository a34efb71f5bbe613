import { SearchX, Search } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { EmptyState } from '@/components/ui/empty-state';

/** Nothing typed yet (or a single character, which is not searched). */
export function SearchPrompt({ tooShort }: { tooShort: boolean }) {
  return (
    <EmptyState icon={<Search size={40} aria-hidden="true" />} title="Enter a search term">
      <p>
        {tooShort
          ? 'Type at least 2 characters to search.'
          : 'Search players, teams, sets, series and cards — for example a name, a year or a card number.'}
      </p>
    </EmptyState>
  );
}

/** A search that found nothing: offer the catalogue's browse pages instead. */
export function NoResults({ query }: { query: string }) {
  return (
    <EmptyState icon={<SearchX size={40} aria-hidden="true" />} title={`No results found for “${query}”`}>
      <p>Check the spelling, try fewer words, or browse the catalogue:</p>
      <div className="search-browse">
        <ButtonLink to={paths.players} variant="secondary" size="sm">
          Browse Players
        </ButtonLink>
        <ButtonLink to={paths.teams} variant="secondary" size="sm">
          Browse Teams
        </ButtonLink>
        <ButtonLink to={paths.sets} variant="secondary" size="sm">
          Browse Sets
        </ButtonLink>
      </div>
    </EmptyState>
  );
}
