// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Achievement } from '@cardbinder/shared';
import { jsonFetch, renderRoutes } from '@/test/render';
import { AchievementsView } from './achievements-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const achievement = (id: number, overrides: Partial<Achievement>): Achievement => ({
  achievement_id: id,
  name: `Achievement ${id}`,
  description: `Description ${id}`,
  category_id: 1,
  category_name: 'Collection Milestones',
  subcategory: null,
  points: 10,
  tier: 'common',
  requirement_type: 'count',
  requirement_value: 10,
  icon_url: null,
  is_secret: false,
  is_repeatable: false,
  cooldown_days: 0,
  user_count: 0,
  ...overrides,
});

function show() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch({
        'GET /api/achievements': {
          body: {
            success: true,
            achievements: [
              achievement(1, { name: 'First Card', points: 5 }),
              achievement(2, {
                name: 'Binder Builder',
                tier: 'uncommon',
                points: 25,
                requirement_value: 100,
              }),
              achievement(3, { name: 'First Words', category_id: 2, category_name: 'Community', points: 5 }),
            ],
          },
        },
        'GET /api/user/achievements/progress': {
          body: {
            success: true,
            progress: [
              {
                achievement_id: 1,
                progress: 1,
                progress_percentage: 100,
                is_completed: true,
                completed_at: '2026-03-01T10:00:00.000Z',
                times_completed: 1,
              },
              {
                achievement_id: 2,
                progress: 40,
                progress_percentage: 40,
                is_completed: false,
                completed_at: null,
                times_completed: 0,
              },
            ],
          },
        },
        'GET /api/achievements/categories': {
          body: {
            success: true,
            categories: [
              { category_id: 1, name: 'Collection Milestones', icon: null },
              { category_id: 2, name: 'Community', icon: null },
            ],
          },
        },
        'GET /api/user/achievements/stats': {
          body: {
            success: true,
            stats: {
              total_achievements: 1,
              total_points: 5,
              available_achievements: 3,
              completion_percentage: 33.3,
              common_achievements: 1,
              uncommon_achievements: 0,
              rare_achievements: 0,
              epic_achievements: 0,
              legendary_achievements: 0,
              mythic_achievements: 0,
            },
          },
        },
      }),
    ),
  );
  return renderRoutes([{ path: '/achievements', element: <AchievementsView /> }], { path: '/achievements' });
}

const cardNames = () =>
  within(document.querySelector('.achievement-grid') as HTMLElement)
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('AchievementsView', () => {
  it('shows the score, tiers, progress or Completed!, sorted completed first, then percent', async () => {
    show();
    await screen.findByText('Collector Score', undefined, { timeout: 5000 });
    expect(screen.getByText('33.3%')).toBeTruthy();
    expect(screen.getByText('Showing 3 of 3 achievements')).toBeTruthy();
    expect(cardNames()).toEqual(['First Card', 'Binder Builder', 'First Words']);
    expect(screen.getByText('Completed!')).toBeTruthy();
    expect(screen.getByText('40 / 100')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Binder Builder progress' }).getAttribute('aria-valuenow'),
    ).toBe('40');
  });

  it('filters by status, tier and category card, and clears filters from the empty state', async () => {
    show();
    await screen.findByText('Collector Score', undefined, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'in_progress' } });
    expect(cardNames()).toEqual(['Binder Builder']);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } });

    const community = screen.getByRole('button', { name: /Community/ });
    fireEvent.click(community);
    expect(community.getAttribute('aria-pressed')).toBe('true');
    expect(cardNames()).toEqual(['First Words']);
    fireEvent.click(community);
    expect(screen.getByText('Showing 3 of 3 achievements')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Tier'), { target: { value: 'mythic' } });
    expect(screen.getByText('No Achievements Found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByText('Showing 3 of 3 achievements')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } });
    expect(cardNames()).toEqual(['Binder Builder', 'First Card', 'First Words']);
  });
});
