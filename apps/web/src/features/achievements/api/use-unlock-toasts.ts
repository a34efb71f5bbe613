import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { achievementAnnouncementsContract, TIER_LABELS, type UnlockedAchievement } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { useAuth } from '@/features/auth';
import { callEndpoint } from '@/lib/api-client';
import { achievementKeys } from '@/lib/query-keys';

/** more unlocks than this at once (a whole series added) make one toast instead of a screenful on a phone */
const SEPARATE_TOASTS_UP_TO = 2;
const NAMES_IN_SUMMARY = 3;

/** The toasts' texts for a batch of unlocks: one each, or one summary naming the first few. */
export function unlockMessages(unlocked: readonly UnlockedAchievement[]): string[] {
  if (unlocked.length <= SEPARATE_TOASTS_UP_TO)
    return unlocked.map((a) => `Achievement unlocked: ${a.name} (${TIER_LABELS[a.tier]}, ${a.points} pts)`);
  const names = unlocked.slice(0, NAMES_IN_SUMMARY).map((a) => a.name);
  const more = unlocked.length - names.length;
  const points = unlocked.reduce((sum, a) => sum + a.points, 0);
  return [
    `${unlocked.length} achievements unlocked (${points} pts): ${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}`,
  ];
}

/**
 * Unlocks happen in the background after a change; the next page the collector opens toasts them (each once:
 * the server marks them shown as it answers) and refreshes the achievement figures.
 */
export function useUnlockToasts() {
  const { status } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status !== 'authenticated') return;
    const controller = new AbortController();
    callEndpoint(achievementAnnouncementsContract, {}, { signal: controller.signal })
      .then(({ unlocked }) => {
        if (unlocked.length === 0) return;
        const view = { label: 'View', onClick: () => void navigate('/achievements') };
        for (const message of unlockMessages(unlocked)) toast.success(message, { action: view });
        void queryClient.invalidateQueries({ queryKey: achievementKeys.all });
        void queryClient.invalidateQueries({ queryKey: achievementKeys.stats });
      })
      .catch(() => undefined); // a toast is a nicety: a failed check waits for the next page
    return () => controller.abort();
  }, [status, pathname, queryClient, navigate]);
}
