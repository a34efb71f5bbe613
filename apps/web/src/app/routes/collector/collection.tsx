import { Library } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/auth-context';
import { usePageTitle } from '@/hooks/use-page-title';

/** My Collection (/collection): the landing page after sign-in; the collection feature fills it in. */
export function CollectionPage() {
  usePageTitle('My Collection');
  const { user } = useAuth();
  return (
    <section className="page" aria-labelledby="collection-title">
      <header className="page__header">
        <h1 id="collection-title">My Collection</h1>
        {user ? <p className="muted">Signed in as {user.name || user.username}</p> : null}
      </header>
      <div className="empty-state">
        <Library size={48} aria-hidden="true" />
        <h2>Your collection is empty</h2>
        <p>Find cards in the catalogue and add them to start tracking your collection.</p>
        <ButtonLink to={paths.sets}>Browse Sets</ButtonLink>
      </div>
    </section>
  );
}
