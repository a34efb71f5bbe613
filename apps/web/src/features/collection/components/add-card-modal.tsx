import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { cardFormPayload, type CardFormValues, countLabel } from '@cardbinder/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast/toast-store';
import { useAuth } from '@/features/auth';
import { errorText } from '@/lib/api-client';
import { useUploadPhotos } from '../api/use-card-photos';
import { useGradingAgencies } from '../api/use-grading-agencies';
import { useLocations } from '../api/use-locations';
import { useAddCard } from '../api/use-user-cards';
import { cardFormResolver, newCardFormValues } from '../lib/card-form';
import { revokeItems, type PhotoItem } from '../lib/photo-items';
import { CardFormFields } from './card-form-fields';
import { CollapsibleSection } from './collapsible-section';
import { PhotoManager } from './photo-manager';
import './collection.css';

/** The catalogue card being added; players is one display string or a list of names. */
export interface AddCardTarget {
  card_id: number;
  card_number: string;
  print_run: number | null;
  series_name: string;
  players: string | readonly string[];
}

export interface AddCardModalProps {
  card: AddCardTarget | null;
  open: boolean;
  onClose: () => void;
  /** after the card (and any photos) were saved; the caller raises its owned count by 1 */
  onAdded?: (userCardId: number) => void;
}

export const playersText = (players: AddCardTarget['players']) =>
  typeof players === 'string' ? players : players.join(', ');

/** Add-to-collection from a catalogue card (spec 2 §2.8 add mode, spec 1 §8 collection add). */
export function AddCardModal({ card, open, onClose, onAdded }: AddCardModalProps) {
  const { user } = useAuth();
  const signedIn = Boolean(user);
  const locations = useLocations(open && signedIn);
  const agencies = useGradingAgencies(open && signedIn);
  const addCard = useAddCard();
  const upload = useUploadPhotos();
  const printRun = card?.print_run ?? null;
  const form = useForm<CardFormValues>({
    defaultValues: newCardFormValues(),
    resolver: cardFormResolver(printRun),
  });
  const [photos, setPhotos] = useState<PhotoItem[]>([]);
  const [saving, setSaving] = useState(false);
  const { reset } = form;

  useEffect(() => {
    if (open) reset(newCardFormValues());
  }, [open, card?.card_id, reset]);

  const close = () => {
    revokeItems(photos);
    setPhotos([]);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    if (!card) return;
    setSaving(true);
    try {
      const who = playersText(card.players) || 'card';
      const outcome = await addCard.mutateAsync({
        body: { card_id: card.card_id, ...cardFormPayload(values, printRun) },
        card: { card_id: card.card_id, card_number: card.card_number, players: playersText(card.players) },
      });
      if (outcome.queued) {
        toast.show(
          'info',
          `You are offline: ${card.card_number} ${who} will be added when the connection returns`,
        );
        if (photos.some((item) => item.kind === 'new'))
          toast.show('warning', 'Photos are not kept offline: add them once the card is in your collection');
        close();
        return;
      }
      const added = outcome.response;
      toast.show('success', `Added ${card.card_number} ${who} to your collection`);
      const files = photos.flatMap((item) => (item.kind === 'new' ? [item.file] : []));
      if (files.length > 0) {
        try {
          await upload.mutateAsync({ userCardId: added.user_card_id, files });
          toast.show('success', `Successfully uploaded ${countLabel(files.length, 'photo')}`);
        } catch (problem) {
          toast.show('error', errorText(problem, { fallback: 'Failed to upload photos', prefer: 'message' }));
        }
      }
      onAdded?.(added.user_card_id);
      close();
    } catch (problem) {
      toast.show('error', `Failed to add card: ${errorText(problem, { fallback: 'Please try again' })}`);
    } finally {
      setSaving(false);
    }
  });

  const footer = signedIn ? (
    <>
      <Button variant="secondary" onClick={close} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" form="add-card-form" loading={saving}>
        {saving ? 'Adding...' : 'Add to Collection'}
      </Button>
    </>
  ) : undefined;

  return (
    <Modal open={open} onClose={close} title="Add to Collection" footer={footer} size="lg">
      {!signedIn ? (
        <Alert tone="info">Please log in to add cards to your collection</Alert>
      ) : card ? (
        <form id="add-card-form" noValidate onSubmit={(event) => void submit(event)}>
          <p className="cc-modal-card">
            <strong>#{card.card_number}</strong> {playersText(card.players)}
            <span className="muted"> · {card.series_name}</span>
            {printRun ? <span className="muted"> · /{printRun}</span> : null}
          </p>
          <CardFormFields
            form={form}
            printRun={printRun}
            locations={locations.data ?? []}
            agencies={agencies.data ?? []}
          />
          <CollapsibleSection title={`Card Photos (${photos.length}/5)`} defaultOpen={false}>
            <PhotoManager items={photos} onChange={setPhotos} />
          </CollapsibleSection>
        </form>
      ) : null}
    </Modal>
  );
}
