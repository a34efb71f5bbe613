import { useState } from 'react';
import { Camera } from 'lucide-react';
import { countLabel, type UserCard } from '@cardbinder/shared';

/** The photo count; hovering (or focusing) it shows the card's thumbnails, loaded only then. */
export function PhotoCountTag({
  card,
}: {
  card: Pick<UserCard, 'photo_count' | 'all_photos' | 'card_number'>;
}) {
  const [shown, setShown] = useState(false);
  if (card.photo_count === 0) return <span className="muted">0</span>;
  const photos = [...card.all_photos].sort((a, b) => a.sort_order - b.sort_order);
  return (
    <span
      className="cc-photo-tag"
      // focusable so the keyboard can open the photo strip too, as hovering does
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onMouseEnter={() => setShown(true)}
      onMouseLeave={() => setShown(false)}
      onFocus={() => setShown(true)}
      onBlur={() => setShown(false)}
      aria-label={countLabel(card.photo_count, 'photo')}
    >
      <Camera size={12} aria-hidden="true" />
      {card.photo_count}
      {shown ? (
        <span className="cc-photo-strip" role="tooltip">
          {photos.map((photo, index) => (
            <img
              key={photo.user_card_photo_id}
              src={photo.thumbnail_url}
              alt={`Card ${card.card_number}, ${index + 1} of ${photos.length}`}
              className="cc-photo-strip__img"
            />
          ))}
        </span>
      ) : null}
    </span>
  );
}
