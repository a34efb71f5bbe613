import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { Toaster } from '@/components/ui/toast/toaster';
import { UnlockToasts } from '@/features/achievements';
import { OfflineBanner, PendingAddsSync } from '@/features/offline-sync';
import { AdminBar } from './admin-bar';
import { Footer } from './footer';
import { Header } from './header';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <AdminBar />
      {navigation.state === 'loading' ? (
        <div className="route-progress" role="progressbar" aria-label="Loading page" />
      ) : null}
      <main id="main" className="app-main">
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <OfflineBanner />
      <PendingAddsSync />
      <Toaster />
      <UnlockToasts />
      <ScrollRestoration />
    </div>
  );
}
