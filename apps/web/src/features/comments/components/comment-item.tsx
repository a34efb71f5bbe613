import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import type { Comment, User } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { canDeleteComment, canEditComment } from '../lib/comment-rules';
import { CommentAuthor } from './comment-author';
import { CommentForm } from './comment-form';

export interface CommentItemProps {
  comment: Comment;
  user: User | null;
  now: number;
  editPending: boolean;
  onEdit: (comment: Comment, text: string) => Promise<boolean>;
  onDelete: (comment: Comment) => void;
}

/** One comment; its text is always rendered as text, never as HTML. */
export function CommentItem({ comment, user, now, editPending, onEdit, onDelete }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const editable = canEditComment(comment, user, now);
  const deletable = canDeleteComment(comment, user);

  return (
    <li className="comment" data-testid="comment">
      <div className="comment__head">
        <CommentAuthor
          user={comment.user}
          createdAt={comment.created_at}
          isEdited={comment.is_edited}
          now={now}
        />
        {!editing && (editable || deletable) ? (
          <div className="comment__actions">
            {editable ? (
              <Button
                variant="ghost"
                size="sm"
                icon={<Pencil size={14} aria-hidden="true" />}
                onClick={() => setEditing(true)}
              >
                Edit
              </Button>
            ) : null}
            {deletable ? (
              <Button
                variant="ghost"
                size="sm"
                icon={<Trash2 size={14} aria-hidden="true" />}
                onClick={() => onDelete(comment)}
              >
                Delete
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {editing ? (
        <CommentForm
          label="Edit your comment"
          submitLabel="Save"
          initialText={comment.comment_text}
          pending={editPending}
          autoFocus
          onCancel={() => setEditing(false)}
          onSubmit={async (text) => {
            const saved = await onEdit(comment, text);
            if (saved) setEditing(false);
            return saved;
          }}
        />
      ) : (
        <p className="comment__text">{comment.comment_text}</p>
      )}
    </li>
  );
}
