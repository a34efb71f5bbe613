// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UnlockedAchievement } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { Toaster } from '@/components/ui/toast/toaster';
import { authValue, jsonFetch, renderRoutes, testUser } from '@/test/render';
import { unlockMessages } from '../api/use-unlock-toasts';
import { UnlockToasts } from './unlock-toasts';

afterEach(() => {
  cleanup();
  toast.clear();
  vi.unstubAllGlobals();
});

const unlocked = (n: number): UnlockedAchievement[] =>
  Array.from({ length: n }, (_, i) => ({
    achievement_id: i + 1,
    name: `Milestone ${i + 1}`,
    tier: 'common',
    points: 10,
  }));

function showAfterUnlocking(count: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch({
        'POST /api/user/achievements/announcements': { body: { success: true, unlocked: unlocked(count) } },
      }),
    ),
  );
  return renderRoutes(
    [
      {
        path: '/collection',
        element: (
          <>
            <UnlockToasts />
            <Toaster />
          </>
        ),
      },
      { path: '/achievements', element: <h1>Achievements</h1> },
    ],
    { path: '/collection', auth: authValue({ status: 'authenticated', user: testUser() }) },
  );
}

describe('achievement unlock toasts', () => {
  it('toasts one or two unlocks each on their own', async () => {
    showAfterUnlocking(2);
    expect(await screen.findByText('Achievement unlocked: Milestone 1 (Common, 10 pts)')).toBeTruthy();
    expect(screen.getByText('Achievement unlocked: Milestone 2 (Common, 10 pts)')).toBeTruthy();
  });

  it('sums up a burst of unlocks in one toast whose View button opens the achievements', async () => {
    const { router } = showAfterUnlocking(5);
    const summary = await screen.findByText(
      '5 achievements unlocked (50 pts): Milestone 1, Milestone 2, Milestone 3 and 2 more',
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/achievements'));
    expect(summary).toBeTruthy();
  });

  it('names every unlock of a burst of three', () => {
    expect(unlockMessages(unlocked(3))).toEqual([
      '3 achievements unlocked (30 pts): Milestone 1, Milestone 2, Milestone 3',
    ]);
  });
});
