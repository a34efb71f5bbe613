import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { ImportWizard, PastImports } from '@/features/collection-import';
import '@/features/collection-import/collection-import.css';
import { usePageTitle } from '@/hooks/use-page-title';

/** /collection/import: bring a collection from a CSV or XLSX file into My Collection (issue 44). */
export function CollectionImportPage() {
  usePageTitle('Import your collection');
  return (
    <Page
      title="Import your collection"
      before={
        <Link to={paths.collection} className="back-link">
          <ArrowLeft size={16} aria-hidden="true" /> My Collection
        </Link>
      }
      subtitle={
        <p className="muted">
          Add cards from a CSV or XLSX file: ours, TCDB's, CollectYourCards' or your own.
        </p>
      }
    >
      <ImportWizard />
      <PastImports />
    </Page>
  );
}
