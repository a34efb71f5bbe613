import { CollectionDashboard } from '@/features/collection/components/collection-dashboard';
import { useAuth } from '@/features/auth/hooks/auth-context';
import { usePageTitle } from '@/hooks/use-page-title';

/** My Collection (/collection): the landing page after sign-in (spec 2 §2.1). */
export function CollectionPage() {
  usePageTitle('My Collection');
  const { user } = useAuth();
  return (
    <section className="page" aria-labelledby="collection-title">
      <header className="page__header">
        <h1 id="collection-title">My Collection</h1>
      </header>
      {user ? (
        <CollectionDashboard />
      ) : (
        <div className="empty-state">
          <h2>Authentication Required</h2>
          <p>Please log in to view your card collection dashboard.</p>
        </div>
      )}
    </section>
  );
}
