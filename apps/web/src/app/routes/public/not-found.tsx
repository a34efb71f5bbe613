import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <section className="page page--narrow status-page">
      <p className="status-page__code">404</p>
      <h1>Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <div className="status-page__actions">
        <ButtonLink to={paths.home}>Back to Home</ButtonLink>
        <ButtonLink to={paths.sets} variant="secondary">
          Browse Sets
        </ButtonLink>
      </div>
    </section>
  );
}
