import { Link } from 'react-router';
import { FolderOpen, LayoutGrid, Search, Upload } from 'lucide-react';
import { paths } from '@/config/paths';

/** A collector without a single card: what the dashboard is for and where cards come from. */
export function CollectionEmptyState() {
  return (
    <section className="empty-state cc-empty" aria-labelledby="cc-empty-title">
      <h2 id="cc-empty-title">Your collection is empty</h2>
      <p>Cards you add show up here with their value, grading, location and photos. To add your first:</p>
      <ul className="cc-empty__steps">
        <li>
          <Search size={18} aria-hidden="true" />
          <span>
            <Link to={paths.search}>Search</Link> for a player, set or card number, open the card and choose
            Add to Collection.
          </span>
        </li>
        <li>
          <LayoutGrid size={18} aria-hidden="true" />
          <span>
            <Link to={paths.sets}>Browse sets</Link> by year and add cards from a series checklist.
          </span>
        </li>
        <li>
          <FolderOpen size={18} aria-hidden="true" />
          <span>
            Own a whole series? Open it from <Link to={paths.sets}>the sets</Link> and choose Add Series to
            Collection to add every card at once.
          </span>
        </li>
        <li>
          <Upload size={18} aria-hidden="true" />
          <span>
            Kept your cards in another app or a spreadsheet?{' '}
            <Link to={paths.collectionImport}>Import your collection</Link> from a CSV or XLSX file (TCDB,
            CollectYourCards or your own).
          </span>
        </li>
      </ul>
    </section>
  );
}
