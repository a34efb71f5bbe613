import { useId, useState } from 'react';
import { CARD_IMAGE_TERMS_VERSION, type CardImageSide } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useCardImageConsent, useSuggestCardImage } from '../api/use-card-images';

export interface SuggestCardImageDialogProps {
  /** the photo to suggest; null closes the dialog */
  photoId: number | null;
  onClose: () => void;
}

/**
 * 'Suggest as catalogue picture': which side the photo shows and, the first time, the terms: what is shared,
 * under which licence, and that the photo's EXIF data (camera, place) was already removed on upload.
 */
export function SuggestCardImageDialog({ photoId, onClose }: SuggestCardImageDialogProps) {
  const consent = useCardImageConsent(photoId !== null);
  const suggest = useSuggestCardImage();
  const [side, setSide] = useState<CardImageSide>('front');
  const [agreed, setAgreed] = useState(false);
  const termsId = useId();
  const needsConsent = consent.data ? !consent.data.consented : true;

  const submit = async () => {
    if (photoId === null) return;
    try {
      const answer = await suggest.mutateAsync({ photoId, side, consent: agreed || !needsConsent });
      toast.show('success', answer.message);
      onClose();
    } catch (problem) {
      toast.show(
        'error',
        errorText(problem, { fallback: 'The picture could not be suggested', prefer: 'message' }),
      );
    }
  };

  return (
    <Modal
      open={photoId !== null}
      onClose={onClose}
      title="Suggest as catalogue picture"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={suggest.isPending}>
            Cancel
          </Button>
          <Button
            onClick={() => void submit()}
            loading={suggest.isPending}
            disabled={consent.isLoading || (needsConsent && !agreed)}
          >
            Suggest picture
          </Button>
        </>
      }
    >
      <fieldset className="suggest-image__sides">
        <legend>This photo shows the card’s</legend>
        {(['front', 'back'] as const).map((each) => (
          <label key={each}>
            <input
              type="radio"
              name="card-image-side"
              value={each}
              checked={side === each}
              onChange={() => setSide(each)}
            />{' '}
            {each === 'front' ? 'Front' : 'Back'}
          </label>
        ))}
      </fieldset>
      {needsConsent && !consent.isLoading ? (
        <div className="suggest-image__terms" id={termsId}>
          <p>
            <strong>What is shared:</strong> this photo only, as the card’s picture for everyone, credited to
            your username. Your collection, its notes, locations and prices stay private.
          </p>
          <p>
            <strong>Terms:</strong> you confirm you took the photo, and let CardBinder show, resize and crop
            it on the catalogue (terms version {CARD_IMAGE_TERMS_VERSION}). A moderator checks it first;
            nothing is public before that. You can withdraw it at any time and every copy is deleted.
          </p>
          <p>
            <strong>Privacy:</strong> the photo’s EXIF data (camera, date, GPS position) was already removed
            when you uploaded it.
          </p>
          <label className="suggest-image__agree">
            <input
              type="checkbox"
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
              aria-describedby={termsId}
            />{' '}
            I agree to these terms
          </label>
        </div>
      ) : (
        <p className="muted">A moderator checks the picture before it appears on the card.</p>
      )}
    </Modal>
  );
}
