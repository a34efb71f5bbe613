import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

/** The router's fallback screen (spec §8): heading 'Unexpected Application Error!'. */
export function RouteError() {
  usePageTitle('Error');
  const error = useRouteError();
  return (
    <main className="page page--narrow status-page" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p className="status-page__detail">{describe(error)}</p>
      <div className="status-page__actions">
        <a className="btn btn--primary btn--md" href="/">
          Back to Home
        </a>
        <button type="button" className="btn btn--secondary btn--md" onClick={() => window.location.reload()}>
          Reload Page
        </button>
      </div>
    </main>
  );
}
