import { Shield } from 'lucide-react';
import { NavLink } from 'react-router';
import { useAuth } from '@/features/auth';
import { adminEntriesFor } from './nav-links';

/**
 * Shown to data_admin, admin and superadmin under the Admin Zone label (spec §2 Admin bar), with only
 * the screens the role may open (a data_admin gets no dashboard, users, import or ingestion links).
 */
export function AdminBar() {
  const { user } = useAuth();
  const entries = adminEntriesFor(user?.role);
  if (!user || entries.length === 0) return null;
  return (
    <nav className="admin-bar" aria-label="Admin Zone">
      <span className="admin-bar__label">
        <Shield size={14} aria-hidden="true" />
        Admin Zone
      </span>
      <ul className="admin-bar__links">
        {entries.map(({ label, to }) => (
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
