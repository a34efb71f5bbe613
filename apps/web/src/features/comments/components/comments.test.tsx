// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Comment } from '@cardbinder/shared';
import { authValue, jsonFetch, renderAt, testUser } from '@/test/render';
import { Comments } from './comments';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const author = { user_id: 7, username: 'mookie50', display_name: 'Mookie Betts', avatar_url: null };
const other = { user_id: 8, username: 'freddie', display_name: 'Freddie Freeman', avatar_url: null };

function comment(id: number, text: string, createdAt: string, user = author): Comment {
  return {
    comment_id: id,
    comment_type: 'card',
    item_id: 3,
    comment_text: text,
    created_at: createdAt,
    updated_at: null,
    is_edited: false,
    user,
  };
}

const thread = [
  comment(1, 'Fresh one', minutesAgo(5)),
  comment(2, 'Old one', minutesAgo(16)),
  comment(3, '<img src=x onerror="alert(1)"><b>bold</b>', minutesAgo(90), other),
];

const fetchMock = vi.fn(
  jsonFetch({
    'GET /api/comments/card/3': {
      body: { comments: thread, pagination: { page: 1, limit: 20, total: 3, totalPages: 1 } },
    },
    'POST /api/comments/card/3': {
      status: 201,
      body: { success: true, message: 'ok', comment: comment(4, 'New', minutesAgo(0)) },
    },
    'PUT /api/comments/1': {
      body: { success: true, message: 'ok', comment: { ...thread[0], is_edited: true } },
    },
    'DELETE /api/comments/3': { body: { success: true, message: 'ok' } },
  }),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedIn = (role = 'user') =>
  authValue({ status: 'authenticated', user: testUser({ role: role as 'user' }) });
const itemOf = (text: string) => screen.getByText(text).closest('li')!;
const sent = (method: string) =>
  fetchMock.mock.calls.find(([, init]) => init?.method === method) as [string, RequestInit] | undefined;

describe('<Comments>', () => {
  it('renders comment text as text, never as HTML', async () => {
    const { container } = renderAt(<Comments itemType="card" itemId={3} />, { path: '/' });
    await screen.findByText('<img src=x onerror="alert(1)"><b>bold</b>');
    expect(container.querySelector('.comment img, .comment b')).toBeNull();
    // the author's name links to the public profile
    expect(screen.getByText('Freddie Freeman').closest('a')?.getAttribute('href')).toBe('/freddie');
    expect(screen.getByText('1h ago')).toBeTruthy();
  });

  it('shows visitors the thread read-only with a sign-in prompt', async () => {
    renderAt(<Comments itemType="card" itemId={3} />, { path: '/' });
    await screen.findByText('Fresh one');
    expect(screen.getByText(/Please sign in to post comments/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('lets the author edit only within 15 minutes, and delete their own', async () => {
    renderAt(<Comments itemType="card" itemId={3} />, { path: '/', auth: signedIn() });
    await screen.findByText('Fresh one');
    expect(within(itemOf('Fresh one')).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(itemOf('Old one')).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(itemOf('Old one')).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(itemOf('<img src=x onerror="alert(1)"><b>bold</b>')).queryByRole('button')).toBeNull();

    const edit = within(itemOf('Fresh one')).getByRole('button', { name: 'Edit' });
    edit.focus();
    fireEvent.click(edit);
    const box = screen.getByLabelText('Edit your comment');
    // the form the Edit click opened takes the focus (React's autoFocus), though the button had it
    expect(document.activeElement).toBe(box);
    fireEvent.change(box, { target: { value: '  Better words  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('PUT')).toBeTruthy());
    expect(sent('PUT')![0]).toBe('/api/comments/1');
    expect(JSON.parse(String(sent('PUT')![1].body))).toEqual({ comment_text: 'Better words' });
    await waitFor(() => expect(screen.queryByLabelText('Edit your comment')).toBeNull());
  });

  it('counts characters up to 5000 and refuses blank text', async () => {
    renderAt(<Comments itemType="card" itemId={3} />, { path: '/', auth: signedIn() });
    const box = await screen.findByLabelText('Add a comment');
    expect(screen.getByText('0/5000')).toBeTruthy();
    expect(box.getAttribute('maxlength')).toBe('5000');
    fireEvent.change(box, { target: { value: 'x'.repeat(4900) } });
    expect(screen.getByText('4900/5000').className).toContain('warn');

    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Please enter a comment')).toBeTruthy();
    expect(sent('POST')).toBeUndefined();

    fireEvent.change(box, { target: { value: ' Nice card ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(sent('POST')).toBeTruthy());
    expect(JSON.parse(String(sent('POST')![1].body))).toEqual({ comment_text: 'Nice card' });
    await waitFor(() => expect(screen.getByText('0/5000')).toBeTruthy());
  });

  it("lets admin roles delete anyone's comment after a confirmation", async () => {
    renderAt(<Comments itemType="card" itemId={3} />, { path: '/', auth: signedIn('data_admin') });
    await screen.findByText('Fresh one');
    const theirs = itemOf('<img src=x onerror="alert(1)"><b>bold</b>');
    expect(within(theirs).queryByRole('button', { name: 'Edit' })).toBeNull();
    fireEvent.click(within(theirs).getByRole('button', { name: 'Delete' }));
    expect(screen.getByText(/This action cannot be undone/)).toBeTruthy();
    expect(sent('DELETE')).toBeUndefined();
    fireEvent.click(
      within(screen.getByRole('dialog', { hidden: true })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(sent('DELETE')?.[0]).toBe('/api/comments/3'));
  });
});
