import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { Toaster } from '@/components/ui/toast/toaster';
import { useAuth } from '@/features/auth';
import { OfflineBanner, PendingAddsSync } from '@/features/offline-sync';
import { AdminBar } from './admin-bar';
import { Footer } from './footer';
import { Header } from './header';

// only a signed-in collector has unlocks to announce: a visitor's pages never download the achievements code
const UnlockToasts = lazy(async () => ({ default: (await import('@/features/achievements')).UnlockToasts }));

export function RootLayout() {
  const navigation = useNavigation();
  const { status } = useAuth();
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
      {status === 'authenticated' ? (
        <Suspense fallback={null}>
          <UnlockToasts />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}
