import { NavLink } from 'react-router';
import type { User } from '@cardbinder/shared';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { accountEntries, MAIN_NAV } from './nav-links';

export interface MobileMenuProps {
  id: string;
  user: User | null;
  onNavigate: () => void;
  onSignOut: () => void;
}

/** The small-screen menu: the main links plus the account entries (or Sign In). */
export function MobileMenu({ id, user, onNavigate, onSignOut }: MobileMenuProps) {
  return (
    <nav id={id} className="mobile-menu" aria-label="Mobile">
      <ul className="mobile-menu__list">
        {MAIN_NAV.map(({ label, to }) => (
          <li key={to}>
            <NavLink to={to} className="mobile-menu__link" onClick={onNavigate}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      {user ? (
        <ul className="mobile-menu__list mobile-menu__list--account">
          {accountEntries(user.role).map(({ label, to, icon: Icon }) => (
            <li key={to}>
              <NavLink to={to} className="mobile-menu__link" onClick={onNavigate}>
                {Icon ? <Icon size={16} aria-hidden="true" /> : null}
                {label}
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="mobile-menu__link"
              onClick={() => {
                onNavigate();
                onSignOut();
              }}
            >
              Sign Out
            </button>
          </li>
        </ul>
      ) : (
        <ButtonLink to={paths.authLogin} block onClick={onNavigate}>
          Sign In
        </ButtonLink>
      )}
    </nav>
  );
}
