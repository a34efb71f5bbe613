import type { CardDetail } from '@cardbinder/shared';
import { CardImageViewer } from '@/features/card-images';

/**
 * The card's catalogue pictures (front and back, zoomable, credited). With no catalogue front yet, a signed-in
 * collector's own primary photo of the card shows in its place, and a collector who owns the card is asked to
 * add the first picture.
 */
export function CardImages({ card }: { card: CardDetail }) {
  const owned = (card.user_card_count ?? 0) > 0 || card.primary_photo_url !== null;
  const sampleUrls = {
    front: card.front_image_path ?? card.series_rel.front_image_path,
    back: card.back_image_path ?? card.series_rel.back_image_path,
  };
  return (
    <CardImageViewer card={card} owned={owned} ownPhotoUrl={card.primary_photo_url} sampleUrls={sampleUrls} />
  );
}
