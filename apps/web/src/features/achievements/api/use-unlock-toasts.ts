import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { achievementAnnouncementsContract, TIER_LABELS } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { useAuth } from '@/features/auth';
import { callEndpoint } from '@/lib/api-client';
import { achievementKeys } from '@/lib/query-keys';

/**
 * Unlocks happen in the background after a change; the next page the collector opens toasts them (each once:
 * the server marks them shown as it answers) and refreshes the achievement figures.
 */
export function useUnlockToasts() {
  const { status } = useAuth();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status !== 'authenticated') return;
    const controller = new AbortController();
    callEndpoint(achievementAnnouncementsContract, {}, { signal: controller.signal })
      .then(({ unlocked }) => {
        if (unlocked.length === 0) return;
        for (const a of unlocked)
          toast.success(`Achievement unlocked: ${a.name} (${TIER_LABELS[a.tier]}, ${a.points} pts)`);
        void queryClient.invalidateQueries({ queryKey: achievementKeys.all });
        void queryClient.invalidateQueries({ queryKey: achievementKeys.stats });
      })
      .catch(() => undefined); // a toast is a nicety: a failed check waits for the next page
    return () => controller.abort();
  }, [status, pathname, queryClient]);
}
