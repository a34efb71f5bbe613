import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Pencil } from 'lucide-react';
import { isAdminRole, type CardSet } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { LazyEditPlayerModal, LazySetEditModal } from './lazy-modals';
import './edit-shortcuts.css';

/** 'Edit Player' for admin roles on the player page; a renamed player moves to the new slug. */
export function PlayerEditShortcut({ playerId, playerSlug }: { playerId: number; playerSlug: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!isAdminRole(user?.role)) return null;
  return (
    <div className="edit-shortcut">
      <Button
        variant="secondary"
        size="sm"
        icon={<Pencil size={16} aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        Edit Player
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <LazyEditPlayerModal
            playerId={playerId}
            onClose={() => setOpen(false)}
            onSaved={(player) => {
              if (player.slug !== playerSlug)
                void navigate(`/players/${encodeURIComponent(player.slug)}`, { replace: true });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** 'Quick Edit' for admin roles on the set page; a renamed set moves to its new slug. */
export function SetEditShortcut({ set }: { set: CardSet }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!isAdminRole(user?.role)) return null;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        icon={<Pencil size={16} aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        Quick Edit
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <LazySetEditModal
            set={set}
            onClose={() => setOpen(false)}
            onSaved={(saved) => {
              if (saved.slug !== set.slug || saved.year !== set.year) {
                void navigate(`/sets/${saved.year}/${encodeURIComponent(saved.slug)}`, { replace: true });
              }
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
