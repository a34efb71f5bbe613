import { CollectionDashboard } from '@/features/collection';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { Page } from '@/components/ui/page';
import { EmptyState } from '@/components/ui/empty-state';
import { CollectionTradingPanel, useForTradeMarks } from '@/features/trading';
import { CollectionBreakdown, SetsInProgressSection, ValueHistory } from '@/features/values';
import '@/features/trading/trading.css';

/** My Collection (/collection): the landing page after sign-in (spec 2 §2.1). */
export function CollectionPage() {
  usePageTitle('My Collection');
  const { user } = useAuth();
  const forTrade = useForTradeMarks();
  return (
    <Page title="My Collection">
      {user ? (
        <>
          <CollectionTradingPanel />
          <SetsInProgressSection />
          <CollectionDashboard forTrade={forTrade} />
          <CollectionBreakdown />
          <ValueHistory />
        </>
      ) : (
        <EmptyState title="Authentication Required">
          <p>Please log in to view your card collection dashboard.</p>
        </EmptyState>
      )}
    </Page>
  );
}
