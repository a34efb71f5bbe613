import { useState } from 'react';
import { Link } from 'react-router';
import { CARD_IMAGE_LIMITS, type QueuedCardImageSuggestion } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast/toast-store';
import { CardPicture } from '@/features/card-images';
import { FULL_CROP, ImageEditor, type ImageEdit } from '@/features/collection';
import { errorText } from '@/lib/api-client';
import {
  useApproveCardImage,
  useCardImageQueue,
  useRejectCardImage,
  useRemoveCardImage,
  useSuggestionSource,
  type ApproveInput,
  type QueueStatus,
} from '../api/use-card-image-queue';
import './card-image-queue.css';

const fail = (problem: unknown, fallback: string) =>
  toast.show('error', errorText(problem, { fallback, prefer: 'message' }));

/** The editor's fractions of the rotated picture as the pixel rectangle the server crops. */
function pixelCrop(edit: ImageEdit): ApproveInput['crop'] {
  if (edit.crop === FULL_CROP) return null;
  const left = Math.round(edit.crop.x * edit.width);
  const top = Math.round(edit.crop.y * edit.height);
  return {
    left,
    top,
    width: Math.min(edit.width - left, Math.round(edit.crop.width * edit.width)),
    height: Math.min(edit.height - top, Math.round(edit.crop.height * edit.height)),
  };
}

function PendingRow({ row }: { row: QueuedCardImageSuggestion }) {
  const source = useSuggestionSource(row.card_image_id);
  const approve = useApproveCardImage();
  const reject = useRejectCardImage();
  const [editing, setEditing] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const replace = row.current !== null;

  const doApprove = async (edit?: ImageEdit) => {
    try {
      const answer = await approve.mutateAsync({
        id: row.card_image_id,
        replace,
        rotate: edit?.rotation ?? 0,
        crop: edit ? pixelCrop(edit) : null,
      });
      toast.show('success', answer.message);
      setEditing(false);
    } catch (problem) {
      fail(problem, 'The picture could not be approved');
    }
  };
  const doReject = async () => {
    try {
      toast.show('success', (await reject.mutateAsync({ id: row.card_image_id, reason })).message);
      setRejecting(false);
    } catch (problem) {
      fail(problem, 'The suggestion could not be rejected');
    }
  };

  return (
    <li className="image-queue__row">
      <div className="image-queue__pictures">
        <figure>
          <figcaption>Suggested ({row.side})</figcaption>
          {source ? (
            <img
              src={source}
              alt={`Suggested ${row.side} of ${row.card.label}`}
              className="image-queue__img"
            />
          ) : (
            <span className="image-queue__img image-queue__img--empty">Loading…</span>
          )}
        </figure>
        <figure>
          <figcaption>Current</figcaption>
          {row.current ? (
            <CardPicture
              image={row.current}
              alt={`Current ${row.side} of ${row.card.label}`}
              size="thumb"
              sizes="160px"
              className="image-queue__img"
            />
          ) : (
            <span className="image-queue__img image-queue__img--empty">No picture yet</span>
          )}
        </figure>
      </div>
      <div className="image-queue__details">
        <Link to={row.card.url}>{row.card.label}</Link>
        <dl>
          <dt>Set</dt>
          <dd>{row.card.set_name}</dd>
          <dt>Series</dt>
          <dd>{row.card.series_name}</dd>
          <dt>Card</dt>
          <dd>{`#${row.card.card_number} ${row.card.player_names}`}</dd>
          <dt>From</dt>
          <dd>{`@${row.contributor.username}`}</dd>
        </dl>
        <div className="image-queue__actions">
          <Button size="sm" onClick={() => void doApprove()} loading={approve.isPending && !editing}>
            {replace ? 'Replace current' : 'Approve'}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)} disabled={!source}>
            Crop / rotate…
          </Button>
          <Button size="sm" variant="danger" onClick={() => setRejecting(true)}>
            Reject…
          </Button>
        </div>
      </div>
      <ImageEditor
        src={editing ? source : null}
        onClose={() => setEditing(false)}
        onApplyEdit={doApprove}
        title="Crop and rotate before approving"
        saveLabel={replace ? 'Replace current' : 'Approve'}
      />
      <Modal
        open={rejecting}
        onClose={() => setRejecting(false)}
        title="Reject suggestion"
        footer={
          <>
            <Button variant="secondary" onClick={() => setRejecting(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              onClick={() => void doReject()}
              loading={reject.isPending}
              disabled={reason.trim() === ''}
            >
              Reject
            </Button>
          </>
        }
      >
        <label className="image-queue__reason">
          Reason (the collector is told)
          <textarea
            value={reason}
            maxLength={CARD_IMAGE_LIMITS.reasonMax}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
          />
        </label>
      </Modal>
    </li>
  );
}

function PublishedRow({ row }: { row: QueuedCardImageSuggestion }) {
  const remove = useRemoveCardImage();
  const published = row.status === 'approved' ? row : null;
  const take = async () => {
    try {
      toast.show('success', (await remove.mutateAsync(row.card_image_id)).message);
    } catch (problem) {
      fail(problem, 'The picture could not be removed');
    }
  };
  return (
    <li className="image-queue__row image-queue__row--published">
      <div className="image-queue__details">
        <Link to={row.card.url}>{`${row.card.label} (${row.side})`}</Link>
        <span className="muted">{`@${row.contributor.username}`}</span>
      </div>
      {published ? (
        <Button size="sm" variant="danger" onClick={() => void take()} loading={remove.isPending}>
          Remove
        </Button>
      ) : null}
    </li>
  );
}

/** The picture moderation queue (data_admin and up): pending suggestions to decide, published pictures to remove. */
export function CardImageQueue() {
  const [status, setStatus] = useState<QueueStatus>('pending');
  const queue = useCardImageQueue(status);
  const rows = queue.data?.suggestions ?? [];
  return (
    <section className="image-queue">
      <div className="image-queue__tabs" role="tablist" aria-label="Pictures">
        {(['pending', 'approved'] as const).map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            aria-selected={status === each}
            className="toggle-button"
            onClick={() => setStatus(each)}
          >
            {each === 'pending' ? 'Waiting for review' : 'Published'}
          </button>
        ))}
      </div>
      {queue.isLoading ? <p className="muted">Loading…</p> : null}
      {queue.isError ? (
        <p role="alert">
          {errorText(queue.error, { fallback: 'The queue could not be loaded', prefer: 'message' })}
        </p>
      ) : null}
      {queue.data ? (
        <p className="muted">{`${queue.data.total} ${status === 'pending' ? 'waiting' : 'published'}${queue.data.total > rows.length ? `, the oldest ${rows.length} shown` : ''}`}</p>
      ) : null}
      {queue.isSuccess && rows.length === 0 ? (
        <p>{status === 'pending' ? 'No suggestions are waiting.' : 'No published pictures yet.'}</p>
      ) : null}
      <ul className="image-queue__list">
        {rows.map((row) =>
          status === 'pending' ? (
            <PendingRow key={row.card_image_id} row={row} />
          ) : (
            <PublishedRow key={row.card_image_id} row={row} />
          ),
        )}
      </ul>
    </section>
  );
}
