import type { CardDetail } from '@cardbinder/shared';

/** Front and back images, or 'No Image' placeholders. */
export function CardImages({ card }: { card: CardDetail }) {
  const sides = [
    { label: 'Front', src: card.front_image_path ?? card.series_rel.front_image_path },
    { label: 'Back', src: card.back_image_path ?? card.series_rel.back_image_path },
  ];
  return (
    <div className="card-images">
      {sides.map((side) =>
        side.src ? (
          <img
            key={side.label}
            className="card-images__img"
            src={side.src}
            alt={`${side.label} of card #${card.card_number}`}
          />
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
