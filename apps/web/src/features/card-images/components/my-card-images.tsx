import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useMyCardImages, useWithdrawCardImage } from '../api/use-card-images';
import { CardPicture } from './card-picture';

const STATUS_LABELS: Record<string, string> = {
  pending: 'Waiting for review',
  approved: 'In the catalogue',
  rejected: 'Not accepted',
  withdrawn: 'Withdrawn',
  removed: 'Removed by a moderator',
  replaced: 'Replaced by another picture',
};

/** A collector's catalogue pictures: what became of each suggestion, and Withdraw for a live one. */
export function MyCardImages() {
  const mine = useMyCardImages();
  const withdraw = useWithdrawCardImage();
  if (!mine.data || mine.data.suggestions.length === 0) return null;
  const { suggestions, contributions } = mine.data;

  const take = async (id: number) => {
    try {
      toast.show('success', (await withdraw.mutateAsync(id)).message);
    } catch (problem) {
      toast.show(
        'error',
        errorText(problem, { fallback: 'The picture could not be withdrawn', prefer: 'message' }),
      );
    }
  };

  return (
    <section className="my-card-images" aria-labelledby="my-card-images-title">
      <h2 id="my-card-images-title">Your catalogue pictures</h2>
      <p className="muted">{`${contributions} in the catalogue`}</p>
      <ul className="my-card-images__list">
        {suggestions.map((row) => (
          <li key={row.card_image_id} className="my-card-images__item">
            <span className="card-thumb" style={{ width: 48, height: 67 }}>
              {row.image ? (
                <CardPicture
                  image={row.image}
                  alt={row.card_label}
                  size="thumb"
                  sizes="48px"
                  className="card-thumb__img"
                />
              ) : null}
            </span>
            <span className="my-card-images__text">
              <Link to={row.card_url}>{row.card_label}</Link>
              <span className="muted">{`${row.side === 'front' ? 'Front' : 'Back'} · ${STATUS_LABELS[row.status]}`}</span>
              {row.reason ? <span className="muted">{`Reason: ${row.reason}`}</span> : null}
            </span>
            {row.status === 'pending' || row.status === 'approved' ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void take(row.card_image_id)}
                loading={withdraw.isPending && withdraw.variables === row.card_image_id}
              >
                Withdraw
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
