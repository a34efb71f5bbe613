import { useState } from 'react';
import { ZoomIn } from 'lucide-react';
import { cardImageAlt, type CardImageAltSource, type CardImageSide } from '@cardbinder/shared';
import { Modal } from '@/components/ui/modal';
import { useCardImages } from '../api/use-card-images';
import { CardPicture } from './card-picture';
import { PhotoCredit } from './photo-credit';
import '../card-images.css';

export interface CardImageViewerProps {
  card: CardImageAltSource & { card_id: number };
  /** the signed-in collector owns a copy: with no picture yet, they are asked to add the first */
  owned: boolean;
  /** the collector's own primary photo (a signed address), shown when the catalogue has no front yet */
  ownPhotoUrl?: string | null;
  /** the series' sample pictures, shown for a side the catalogue has no picture of */
  sampleUrls?: { front: string | null; back: string | null };
}

const SIDES: CardImageSide[] = ['front', 'back'];

/** The card page's picture: front and back on tabs, a zoomed view, the contributor's credit. */
export function CardImageViewer({ card, owned, ownPhotoUrl = null, sampleUrls }: CardImageViewerProps) {
  const images = useCardImages([card.card_id]);
  const pair = images.data?.[String(card.card_id)];
  const [side, setSide] = useState<CardImageSide>('front');
  const [zoomed, setZoomed] = useState(false);
  const image = pair?.[side] ?? null;
  const alt = cardImageAlt(card, side);
  const ownPhoto = side === 'front' && !image ? ownPhotoUrl : null;
  const sample = !image && !ownPhoto ? (sampleUrls?.[side] ?? null) : null;

  return (
    <figure className="card-viewer">
      <div className="card-viewer__tabs" role="tablist" aria-label="Card side">
        {SIDES.map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            id={`card-viewer-tab-${each}`}
            aria-selected={side === each}
            aria-controls="card-viewer-panel"
            className="toggle-button"
            onClick={() => setSide(each)}
          >
            {each === 'front' ? 'Front' : 'Back'}
          </button>
        ))}
      </div>
      <div
        id="card-viewer-panel"
        role="tabpanel"
        aria-labelledby={`card-viewer-tab-${side}`}
        className="card-viewer__panel"
      >
        {image ? (
          <button
            type="button"
            className="card-viewer__zoom"
            onClick={() => setZoomed(true)}
            aria-label={`Zoom: ${alt}`}
          >
            <CardPicture
              image={image}
              alt={alt}
              size="medium"
              sizes="(max-width: 640px) 90vw, 320px"
              eager
              className="card-viewer__img"
            />
            <ZoomIn size={18} aria-hidden="true" className="card-viewer__zoom-icon" />
          </button>
        ) : ownPhoto ? (
          <img
            className="card-viewer__img card-viewer__img--own"
            src={ownPhoto}
            alt={`Your copy of card #${card.card_number}`}
          />
        ) : sample ? (
          <img className="card-viewer__img" src={sample} alt={`${alt} (series sample)`} />
        ) : (
          <div
            className="card-viewer__placeholder"
            role="img"
            aria-label={`${side === 'front' ? 'Front' : 'Back'}: No Image`}
          >
            <span>No Image</span>
          </div>
        )}
      </div>
      <figcaption className="card-viewer__caption">
        {image ? <PhotoCredit image={image} /> : null}
        {!image && owned && images.isSuccess ? (
          <p className="card-viewer__first">
            Be the first to add a picture: open your copy in your collection, add a photo of the {side} and
            choose “Suggest as catalogue picture”.
          </p>
        ) : null}
      </figcaption>
      {image ? (
        <Modal open={zoomed} onClose={() => setZoomed(false)} title={alt} size="lg">
          <div className="card-viewer__zoomed">
            <CardPicture image={image} alt={alt} size="full" sizes="(max-width: 1400px) 95vw, 1400px" eager />
            <PhotoCredit image={image} />
          </div>
        </Modal>
      ) : null}
    </figure>
  );
}
