import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { syncTitleWithRouter } from './route-title';

/** The next task: what comes after it no longer runs in the task that is already busy. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves once the router has loaded the first screen's route (its lazy chunk), or failed to. */
const routerReady = (router: ReturnType<typeof createAppRouter>) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

/** Creates the query client, router and React root; main.tsx loads this after its early requests left. */
export async function startApp(): Promise<void> {
  const queryClient = createQueryClient();
  // this chunk's code (React, the router, the app shell) was just evaluated in this task; the router's set-up
  // (ranking every route, loading the screen's chunk) is a task of its own, so neither holds a phone's main
  // thread twice as long
  await nextTask();
  const router = createAppRouter(queryClient);
  syncTitleWithRouter(router);
  // RouterProvider reads the router's state when it first renders and subscribes only once it has committed: with
  // the first render in a transition, a route that finished loading in between would never be shown. The server's
  // first screen stays up meanwhile.
  await routerReady(router);

  const root = createRoot(document.getElementById('root')!);
  // the first render in a transition: React draws the page in slices of a few milliseconds instead of one long
  // task, so a phone stays responsive while the screen is built (Lighthouse's total blocking time)
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );
}
