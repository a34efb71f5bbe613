import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { syncTitleWithRouter } from './route-title';

/** Creates the query client, router and React root; main.tsx loads this after its early requests left. */
export function startApp(): void {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  syncTitleWithRouter(router);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}
