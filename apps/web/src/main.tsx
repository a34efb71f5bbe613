import { startProfileRequest } from '@/features/auth/api/start-profile-request';
import { startDashboardRequests } from '@/features/collection/api/start-dashboard-requests';
import { swapBootShellWhenDrawn } from '@/lib/boot-shell';
import { registerServiceWorker } from '@/lib/offline-cache';
import '@/styles/tokens.css';
import '@/styles/base.css';
import '@/styles/controls.css';
import '@/styles/display.css';
import '@/styles/shell.css';
import '@/styles/header.css';
import '@/styles/auth.css';
import '@/styles/pages.css';
import '@/styles/catalogue-header.css';

// zod's z.config({ jitless: true }) without importing zod here (the home page does not load it): the server's
// CSP forbids eval, and zod probing it with new Function('') is reported as a CSP violation on every page that
// builds a schema (Lighthouse best practices); zod keeps its config on this global so every copy shares it
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

// The entry stays tiny: evaluating the app's code is a 200 ms+ task on a slow machine, so the
// dashboard's calls leave first and the app arrives as its own chunk.
swapBootShellWhenDrawn();
startProfileRequest();
if (startDashboardRequests(window.location.pathname)) {
  // the dashboard's own code downloads beside the app's, not after the router has asked for it
  void import('./app/routes/collector/collection');
}
void import('./app/start-app').then(({ startApp }) => startApp());
registerServiceWorker();
