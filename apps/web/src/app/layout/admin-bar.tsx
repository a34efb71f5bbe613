import { Shield } from 'lucide-react';
import { NavLink } from 'react-router';
import { isAdminRole } from '@cardbinder/shared';
import { useAuth } from '@/features/auth/hooks/auth-context';
import { ADMIN_NAV } from './nav-links';

/** Shown to data_admin, admin and superadmin under the Admin Zone label (spec §2 Admin bar). */
export function AdminBar() {
  const { user } = useAuth();
  if (!user || !isAdminRole(user.role)) return null;
  return (
    <nav className="admin-bar" aria-label="Admin Zone">
      <span className="admin-bar__label">
        <Shield size={14} aria-hidden="true" />
        Admin Zone
      </span>
      <ul className="admin-bar__links">
        {ADMIN_NAV.map(({ label, to }) => (
          <li key={to}>
            <NavLink to={to} end={to === '/admin'} className="admin-bar__link">
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
