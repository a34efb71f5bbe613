// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminAchievement } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { jsonFetch, renderRoutes } from '@/test/render';
import { AdminAchievementsView } from './admin-achievements-view';
import { QueryTesterView } from './query-tester-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.clear();
  localStorage.clear();
});

const row = (id: number, overrides: Partial<AdminAchievement> = {}): AdminAchievement => ({
  achievement_id: id,
  name: `Achievement ${id}`,
  description: `Description ${id}`,
  category_id: 1,
  category_name: 'Milestones',
  subcategory: null,
  points: 10,
  tier: 'common',
  requirement_type: 'count',
  requirement_value: 5,
  icon_url: null,
  is_secret: false,
  is_repeatable: false,
  cooldown_days: 0,
  user_count: 0,
  is_active: true,
  metric: 'cards',
  requirement_query: null,
  completion_query: null,
  ...overrides,
});

const ROWS = [
  row(1, { name: 'Binder', points: 25, user_count: 3 }),
  row(2, { name: 'Apex', tier: 'mythic', points: 500, is_secret: true, category_name: null }),
  row(3, {
    name: 'Custom count',
    requirement_type: 'custom',
    metric: null,
    requirement_query: 'select count(*) from user_cards where user_id = @user_id',
    is_active: false,
    is_repeatable: true,
  }),
];

function stub(extra: Record<string, { status?: number; body: unknown }> = {}) {
  const fetch = vi.fn(
    jsonFetch({
      'GET /api/admin/achievements': { body: { success: true, achievements: ROWS } },
      'GET /api/admin/achievements/categories': {
        body: { success: true, categories: [{ category_id: 1, name: 'Milestones', icon: null }] },
      },
      'GET /api/admin/achievements/recompute': { body: { success: true, job: null } },
      'GET /api/admin/query-tester/users': {
        body: [
          { user_id: 1, username: 'first' },
          { user_id: 2, username: 'second' },
        ],
      },
      ...extra,
    }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getByText(/^(Binder|Apex|Custom count)$/).textContent);

describe('AdminAchievementsView', () => {
  it('shows the counts, the columns and sorts by a header (again reverses)', async () => {
    stub();
    renderRoutes([{ path: '/admin/achievements', element: <AdminAchievementsView /> }], {
      path: '/admin/achievements',
    });
    await screen.findByRole('table', undefined, { timeout: 5000 });
    const counts = document.querySelector('.admin-achievements__counts')!;
    expect(counts.textContent).toBe('Total3Active2Secret1');
    expect(screen.getByText('Unknown')).toBeTruthy();
    expect(screen.getByTitle('Secret')).toBeTruthy();
    expect(screen.getByTitle('Repeatable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Points' }));
    expect(names()).toEqual(['Custom count', 'Binder', 'Apex']);
    fireEvent.click(screen.getByRole('button', { name: /Points/ }));
    expect(names()).toEqual(['Apex', 'Binder', 'Custom count']);
  });

  it('validates the add modal with the spec messages and opens edit on a double click', async () => {
    stub();
    renderRoutes([{ path: '/admin/achievements', element: <AdminAchievementsView /> }], {
      path: '/admin/achievements',
    });
    await screen.findByRole('table', undefined, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Add Achievement' }));
    const save = screen.getByRole('button', { name: 'Create Achievement' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'New one' } });
    fireEvent.change(screen.getByLabelText('Points'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Requirement value'), { target: { value: '0' } });
    fireEvent.click(save);
    expect(await screen.findByText('Description is required')).toBeTruthy();
    expect(screen.getByText('Category is required')).toBeTruthy();
    expect(screen.getByText('Points must be greater than 0')).toBeTruthy();
    expect(screen.getByText('Requirement value must be greater than 0')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    fireEvent.doubleClick(screen.getByText('Binder').closest('tr')!);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Binder');
    expect(screen.queryByLabelText('Cooldown days')).toBeNull();
    fireEvent.click(screen.getByLabelText('Repeatable'));
    expect(screen.getByLabelText('Cooldown days')).toBeTruthy();
  });

  it('warns that deleting removes all user progress', async () => {
    stub();
    renderRoutes([{ path: '/admin/achievements', element: <AdminAchievementsView /> }], {
      path: '/admin/achievements',
    });
    await screen.findByRole('table', undefined, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Binder' }));
    expect(screen.getByText(/All user progress on this achievement is also deleted/)).toBeTruthy();
  });
});

describe('QueryTesterView', () => {
  const show = () =>
    renderRoutes([{ path: '/admin/query-tester', element: <QueryTesterView /> }], {
      path: '/admin/query-tester',
    });

  it('checks the query with the spec messages before sending anything', async () => {
    const fetch = stub();
    show();
    await screen.findByRole('option', { name: '1: first' }, { timeout: 5000 });
    expect((screen.getByLabelText('Test user') as HTMLSelectElement).value).toBe('1');
    const execute = screen.getByRole('button', { name: 'Execute' });
    fireEvent.click(execute);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a SQL query');
    const editor = screen.getByLabelText(/Query \(a SELECT/);
    for (const [query, message] of [
      ['update users set role = 1', 'Query must start with SELECT'],
      ['select 1; select 2', 'Multiple statements not allowed (semicolons detected)'],
      ['select 1 from t where 1=1 or 1=1', 'Potential SQL injection pattern detected'],
      ['select truncate from t', 'Dangerous keyword detected: TRUNCATE'],
    ]) {
      fireEvent.change(editor, { target: { value: query } });
      fireEvent.click(execute);
      expect(screen.getByRole('alert').textContent).toBe(message);
    }
    expect(fetch.mock.calls.some(([url]) => String(url).includes('test-query'))).toBe(false);
  });

  it('runs a query, shows status, time, rows and the table, keeps it in the history, and clears', async () => {
    stub({
      'POST /api/admin/test-query': {
        body: {
          success: true,
          result: [{ count: 3 }],
          rowCount: 1,
          executionTime: 4,
          truncated: false,
          error: null,
        },
      },
    });
    show();
    await screen.findByRole('option', { name: 'Custom count' }, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText("Load an achievement's query"), { target: { value: '3' } });
    const editor = screen.getByLabelText(/Query \(a SELECT/) as HTMLTextAreaElement;
    expect(editor.value).toBe('select count(*) from user_cards where user_id = @user_id');
    fireEvent.click(screen.getByRole('button', { name: 'Execute' }));
    await screen.findByText('Success');
    expect(screen.getByText('4 ms')).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('3')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('cardbinder.query-tester.history')!)).toEqual([editor.value]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(editor.value).toBe('');
    expect(screen.queryByText('Success')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(editor.value).toContain('select count(*)'));
  });

  it('shows the error of a refused query', async () => {
    stub({
      'POST /api/admin/test-query': {
        body: {
          success: false,
          result: [],
          rowCount: 0,
          executionTime: 0,
          truncated: false,
          error: 'permission denied for table users',
        },
      },
    });
    show();
    await screen.findByRole('option', { name: '1: first' }, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText(/Query \(a SELECT/), {
      target: { value: 'select password_hash from users' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Execute' }));
    expect((await screen.findAllByText('permission denied for table users')).length).toBeGreaterThan(0);
    expect(screen.getByText('Error')).toBeTruthy();
  });
});
