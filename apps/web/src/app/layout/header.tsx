import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { MobileMenu } from './mobile-menu';
import { MAIN_NAV } from './nav-links';

// Neither shows on a visitor's first view of the home page, so neither rides in the app shell's chunk.
const HeaderSearch = lazy(async () => ({ default: (await import('./header-search')).HeaderSearch }));
const SignedInActions = lazy(async () => ({
  default: (await import('./signed-in-actions')).SignedInActions,
}));

const SEARCH_HIDDEN_ON: readonly string[] = [paths.home, paths.homeAlias];

export function Header() {
  const { status, user, signOut } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileMenuId = useId();

  useEffect(() => setMobileOpen(false), [location.pathname]);

  const handleSignOut = () => {
    signOut();
    void navigate(paths.home);
  };

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={paths.home} className="logo" aria-label="CardBinder home">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="logo__text">CardBinder</span>
        </Link>
        <nav className="site-nav" aria-label="Main">
          {MAIN_NAV.map(({ label, to }) => (
            <NavLink key={to} to={to} className="site-nav__link">
              {label}
            </NavLink>
          ))}
        </nav>
        {SEARCH_HIDDEN_ON.includes(location.pathname) ? (
          <div className="site-header__spacer" />
        ) : (
          <Suspense fallback={<div className="site-header__spacer" />}>
            <HeaderSearch />
          </Suspense>
        )}
        <div className="site-header__actions">
          {status === 'authenticated' && user ? (
            <Suspense fallback={null}>
              <SignedInActions user={user} onSignOut={handleSignOut} />
            </Suspense>
          ) : status === 'unauthenticated' ? (
            <ButtonLink to={paths.authLogin} size="sm" className="site-header__sign-in">
              Sign In
            </ButtonLink>
          ) : null}
          <button
            type="button"
            className="icon-button site-header__menu-toggle"
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={mobileOpen}
            aria-controls={mobileMenuId}
            onClick={() => setMobileOpen((value) => !value)}
          >
            {mobileOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
          </button>
        </div>
      </div>
      {mobileOpen ? (
        <MobileMenu
          id={mobileMenuId}
          user={status === 'authenticated' ? user : null}
          onNavigate={() => setMobileOpen(false)}
          onSignOut={handleSignOut}
        />
      ) : null}
    </header>
  );
}
