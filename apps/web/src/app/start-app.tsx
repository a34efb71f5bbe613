import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { syncTitleWithRouter } from './route-title';

/** The next task: what comes after it no longer runs in the task that is already busy. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Creates the query client, router and React root; main.tsx loads this after its early requests left. */
export async function startApp(): Promise<void> {
  const queryClient = createQueryClient();
  // this chunk's code (React, the router, the app shell) was just evaluated in this task; the router's set-up
  // (ranking every route, loading the screen's chunk) is a task of its own, so neither holds a phone's main
  // thread twice as long
  await nextTask();
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
