import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { syncTitleWithRouter } from '@/app/route-title';
import { createQueryClient } from '@/lib/query-client';
import '@/styles/tokens.css';
import '@/styles/base.css';
import '@/styles/controls.css';
import '@/styles/display.css';
import '@/styles/shell.css';
import '@/styles/header.css';
import '@/styles/auth.css';
import '@/styles/pages.css';

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
