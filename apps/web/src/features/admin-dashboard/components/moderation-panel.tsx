import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  MODERATION,
  MODERATION_MESSAGES,
  previewText,
  relativeTime,
  type ModerationComment,
} from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Panel } from '@/components/ui/panel';
import { toast } from '@/components/ui/toast/toast-store';
import { publicProfilePath } from '@/config/paths';
import { errorText } from '@/lib/api-client';
import { useDeleteComment, useModerationStats, useRecentComments, useSetMuted } from '../api/use-moderation';
import { StatGrid } from './stat-grid';

/** Type, entity name, slug and year, and for a card its number and set slug (spec 3 §2). */
function about(comment: ModerationComment): string {
  const parts = [comment.comment_type.toUpperCase(), comment.entity_name ?? 'Unknown'];
  if (comment.entity_slug) parts.push(comment.entity_slug);
  if (comment.entity_year) parts.push(String(comment.entity_year));
  if (comment.card_number) parts.push(`#${comment.card_number}`);
  if (comment.card_set_slug) parts.push(`set ${comment.card_set_slug}`);
  return parts.join(' · ');
}

/** Content moderation: counters, recent comments, delete with confirmation, mute and unmute the author. */
export function ModerationPanel() {
  const stats = useModerationStats();
  const comments = useRecentComments();
  const remove = useDeleteComment();
  const setMuted = useSetMuted();
  const [deleting, setDeleting] = useState<ModerationComment | null>(null);
  const [muting, setMuting] = useState<ModerationComment | null>(null);
  const [reason, setReason] = useState('');
  const ids = { form: useId() };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => toast.success(MODERATION_MESSAGES.deleted),
      onError: (error) =>
        toast.error(errorText(error, { fallback: MODERATION_MESSAGES.deleteFailed, prefer: 'message' })),
      onSettled: () => setDeleting(null),
    });
  };

  const mute = () => {
    if (!muting) return;
    setMuted.mutate(
      { userId: muting.user.user_id, mute: true, reason: reason.trim() },
      {
        onSuccess: () => toast.success(MODERATION_MESSAGES.muted),
        onError: (error) =>
          toast.error(errorText(error, { fallback: MODERATION_MESSAGES.muteFailed, prefer: 'message' })),
        onSettled: () => {
          setMuting(null);
          setReason('');
        },
      },
    );
  };

  const unmute = (comment: ModerationComment) =>
    setMuted.mutate(
      { userId: comment.user.user_id, mute: false },
      {
        onSuccess: () => toast.success(MODERATION_MESSAGES.unmuted),
        onError: (error) =>
          toast.error(errorText(error, { fallback: MODERATION_MESSAGES.unmuteFailed, prefer: 'message' })),
      },
    );

  return (
    <Panel title="Content Moderation" className="dash-panel dash-panel--wide">
      {stats.data ? (
        <StatGrid
          stats={[
            { label: 'Comments', value: stats.data.total_comments },
            { label: 'Last 24 hours', value: stats.data.comments_24h },
            { label: 'Last 7 days', value: stats.data.comments_7d },
            { label: 'Muted users', value: stats.data.muted_users },
          ]}
        />
      ) : null}
      {comments.data?.comments.length === 0 ? <p className="dash-note">No comments yet.</p> : null}
      <ul className="dash-comments">
        {comments.data?.comments.map((comment) => (
          <li key={comment.comment_id} className="dash-comments__item">
            <div className="dash-comments__meta">
              <Link to={publicProfilePath(comment.user.username)}>{comment.user.username}</Link>
              {comment.user.is_muted ? <span className="user-muted">Muted</span> : null}
              <span>{about(comment)}</span>
              <span>{relativeTime(comment.created_at)}</span>
            </div>
            <p className="dash-comments__text">
              {previewText(comment.comment_text, MODERATION.previewLength)}
            </p>
            <div className="dash-comments__actions">
              <Button size="sm" variant="danger" onClick={() => setDeleting(comment)}>
                Delete
              </Button>
              {comment.user.is_muted ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => unmute(comment)}
                  disabled={setMuted.isPending}
                >
                  Unmute {comment.user.username}
                </Button>
              ) : (
                <Button size="sm" variant="secondary" onClick={() => setMuting(comment)}>
                  Mute {comment.user.username}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Comment"
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <p>Delete this comment by {deleting?.user.username}? This cannot be undone.</p>
        <blockquote className="dash-quote">
          {deleting ? previewText(deleting.comment_text, MODERATION.deletePreviewLength) : null}
        </blockquote>
      </ConfirmDialog>
      <ConfirmDialog
        open={muting !== null}
        title={`Mute ${muting?.user.username ?? ''}`}
        confirmLabel="Mute"
        pending={setMuted.isPending}
        form={ids.form}
        onClose={() => setMuting(null)}
      >
        <form
          id={ids.form}
          onSubmit={(event) => {
            event.preventDefault();
            mute();
          }}
        >
          <p>A muted user cannot post or edit comments until unmuted.</p>
          <Field label="Reason">
            {(control) => (
              <textarea
                {...control}
                className="field__input"
                maxLength={MODERATION.reasonMax}
                rows={3}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
        </form>
      </ConfirmDialog>
    </Panel>
  );
}
