import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '@cardbinder/shared';
import { Avatar } from '@/components/ui/avatar';
import { accountEntries } from './nav-links';

export interface AccountMenuProps {
  user: User;
  onSignOut: () => void;
}

/** The avatar button and its menu (WAI-ARIA menu button: arrows move, Escape closes). */
export function AccountMenu({ user, onSignOut }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const displayName = user.name || user.username;

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => items[(index + items.length) % items.length]?.focus();
    if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') setOpen(false);
    else if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={displayName} imageUrl={user.avatar_url} size="sm" />
        {/* the name is the visible label, so the accessible name starts with it (WCAG 2.5.3) */}
        <span className="account-menu__name">{displayName}</span>
        <span className="visually-hidden"> account menu</span>
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      {open ? (
        <div
          id={menuId}
          ref={menuRef}
          className="menu"
          role="menu"
          tabIndex={-1}
          aria-label="Account"
          onKeyDown={onMenuKeyDown}
        >
          <div className="menu__header" role="presentation">
            <strong>{displayName}</strong>
            <span className="muted">{user.email}</span>
          </div>
          {accountEntries(user.role).map(({ label, to, icon: Icon }) => (
            <Link
              key={to}
              to={to}
              role="menuitem"
              className="menu__item"
              tabIndex={-1}
              onClick={() => close(false)}
            >
              {Icon ? <Icon size={16} aria-hidden="true" /> : null}
              {label}
            </Link>
          ))}
          <div className="menu__separator" role="separator" />
          <button
            type="button"
            role="menuitem"
            className="menu__item"
            tabIndex={-1}
            onClick={() => {
              close(false);
              onSignOut();
            }}
          >
            <LogOut size={16} aria-hidden="true" />
            Sign Out
          </button>
        </div>
      ) : null}
    </div>
  );
}
