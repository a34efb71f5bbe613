import type { CardDetail } from '@cardbinder/shared';

/**
 * Front and back images, or 'No Image' placeholders. A signed-in collector's own primary photo of the
 * card takes the front: their copy says more than a placeholder or the series' sample image.
 */
export function CardImages({ card }: { card: CardDetail }) {
  const front = card.front_image_path ?? card.series_rel.front_image_path;
  const sides = [
    {
      label: 'Front',
      src: card.primary_photo_url ?? front,
      alt: card.primary_photo_url
        ? `Your photo of card #${card.card_number}`
        : `Front of card #${card.card_number}`,
    },
    {
      label: 'Back',
      src: card.back_image_path ?? card.series_rel.back_image_path,
      alt: `Back of card #${card.card_number}`,
    },
  ];
  return (
    <div className="card-images">
      {sides.map((side) =>
        side.src ? (
          <img key={side.label} className="card-images__img" src={side.src} alt={side.alt} />
        ) : (
          <div key={side.label} className="card-images__placeholder" aria-label={`${side.label}: No Image`}>
            <span>No Image</span>
            <span className="card-images__side">{side.label}</span>
          </div>
        ),
      )}
    </div>
  );
}
