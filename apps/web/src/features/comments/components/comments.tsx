import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { MessageSquare } from 'lucide-react';
import { COMMENT_MESSAGES, type Comment, type CommentItemType } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/loading-screen';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { errorText } from '@/lib/api-client';
import { useDeleteComment, useEditComment, usePostComment } from '../api/use-comment-mutations';
import { useComments } from '../api/use-comments';
import { useNow } from '../hooks/use-now';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import '../comments.css';

export interface CommentsProps {
  itemType: CommentItemType;
  itemId: number;
  title?: string;
}

const failed = (error: unknown, fallback: string) => errorText(error, { fallback, prefer: 'message' });

/** The Discussion thread of a set, series or card (spec 1 §2 Comments). */
export function Comments({ itemType, itemId, title = 'Discussion' }: CommentsProps) {
  const { user } = useAuth();
  const location = useLocation();
  const now = useNow();
  const thread = useComments(itemType, itemId);
  const post = usePostComment(itemType, itemId);
  const edit = useEditComment();
  const remove = useDeleteComment();
  const [toDelete, setToDelete] = useState<Comment | null>(null);

  const comments = thread.data?.pages.flatMap((page) => page.comments) ?? [];
  const total = thread.data?.pages[0]?.pagination.total ?? 0;

  const submitNew = async (text: string) => {
    try {
      await post.mutateAsync(text);
      toast.success(COMMENT_MESSAGES.posted);
      return true;
    } catch (error) {
      toast.error(failed(error, 'Failed to post comment'));
      return false;
    }
  };

  const submitEdit = async (comment: Comment, text: string) => {
    try {
      await edit.mutateAsync({ commentId: comment.comment_id, text });
      toast.success(COMMENT_MESSAGES.updated);
      return true;
    } catch (error) {
      toast.error(failed(error, 'Failed to update comment'));
      return false;
    }
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.comment_id, {
      onSuccess: () => toast.success(COMMENT_MESSAGES.deleted),
      onError: (error) => toast.error(failed(error, 'Failed to delete comment')),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <section className="comments" aria-labelledby={`comments-${itemType}-${itemId}`}>
      <h2 id={`comments-${itemType}-${itemId}`} className="comments__title">
        <MessageSquare size={20} aria-hidden="true" />
        {title}
        {total > 0 ? <span className="comments__count">{total}</span> : null}
      </h2>
      {user ? (
        <CommentForm
          label="Add a comment"
          submitLabel="Post Comment"
          pending={post.isPending}
          onSubmit={submitNew}
        />
      ) : (
        <p className="comments__sign-in">
          {`${COMMENT_MESSAGES.signIn}. `}
          <Link to={paths.login} state={{ from: location }}>
            Sign in
          </Link>
        </p>
      )}
      {thread.isPending ? (
        <Spinner label="Loading comments" />
      ) : thread.isError ? (
        <div className="comments__error" role="alert">
          <span>Failed to load comments</span>
          <Button variant="secondary" size="sm" onClick={() => void thread.refetch()}>
            Try Again
          </Button>
        </div>
      ) : comments.length === 0 ? (
        <p className="comments__empty">No comments yet. Start the discussion!</p>
      ) : (
        <ul className="comments__list">
          {comments.map((comment) => (
            <CommentItem
              key={comment.comment_id}
              comment={comment}
              user={user}
              now={now}
              editPending={edit.isPending}
              onEdit={submitEdit}
              onDelete={setToDelete}
            />
          ))}
        </ul>
      )}
      {thread.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          loading={thread.isFetchingNextPage}
          onClick={() => void thread.fetchNextPage()}
        >
          Load more comments
        </Button>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Comment"
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        <p>Are you sure you want to delete this comment? This action cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
