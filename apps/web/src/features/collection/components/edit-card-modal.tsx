import { useState, type CSSProperties } from 'react';
import { useForm } from 'react-hook-form';
import {
  cardFormPayload,
  playerNames,
  PHOTOS,
  seriesLabel,
  seriesStripColors,
  seriesStripLabel,
  type CardFormValues,
  type UserCard,
} from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { SuggestCardImageDialog } from '@/features/card-images';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { TeamCircle } from '@/components/ui/team-circle';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useGradingAgencies } from '../api/use-grading-agencies';
import { useLocations } from '../api/use-locations';
import { useUpdateCard } from '../api/use-user-cards';
import { useCardActions } from '../hooks/use-card-actions';
import { useSaveCardPhotos } from '../hooks/use-save-card-photos';
import { cardFormResolver, cardFormValuesOf } from '../lib/card-form';
import { itemFullUrl, type PhotoItem } from '../lib/photo-items';
import { CardFormFields } from './card-form-fields';
import { CollapsibleSection } from './collapsible-section';
import { DeleteCardDialog } from './delete-card-dialog';
import { ImageEditor } from './image-editor';
import { PhotoManager } from './photo-manager';
import './collection.css';

export interface EditCardModalProps {
  card: UserCard | null;
  onClose: () => void;
  onDeleted?: (card: UserCard) => void;
  /** the dashboard calls it Quick Edit Card (spec 2 §2.1) */
  title?: string;
}

/** Quick Edit / extended editor for one collection copy (spec 2 §2.8). */
export function EditCardModal({ card, onClose, onDeleted, title = 'Edit Card' }: EditCardModalProps) {
  if (!card)
    return (
      <Modal open={false} title="Edit Card" onClose={onClose}>
        {null}
      </Modal>
    );
  return (
    <EditCardForm key={card.user_card_id} card={card} onClose={onClose} onDeleted={onDeleted} title={title} />
  );
}

/** Card number and players, teams, then the set with its year and the series, then the colour stripe (spec 2 §2.8). */
function CardHeader({ card }: { card: UserCard }) {
  const teams = card.card_player_teams.flatMap((link) => (link.team ? [link.team] : []));
  const unique = teams.filter((team, index) => teams.findIndex((t) => t.team_id === team.team_id) === index);
  const colors = seriesStripColors(card.color_rel.hex_color);
  const stripe = { '--stripe': colors.background, '--stripe-text': colors.text } as CSSProperties;
  return (
    <div className="cc-modal-header">
      <p className="cc-modal-card">
        <strong>#{card.card_number}</strong> {playerNames(card).join(', ')}
      </p>
      {unique.length > 0 ? (
        <div className="cc-inline cc-inline--wrap">
          {unique.map((team) => (
            <span key={team.team_id} className="cc-inline">
              <TeamCircle
                size="sm"
                abbreviation={team.abbreviation ?? team.name.slice(0, 3).toUpperCase()}
                name={team.name}
                primaryColor={team.primary_color}
                secondaryColor={team.secondary_color}
              />
              <span className="muted">{team.name}</span>
            </span>
          ))}
        </div>
      ) : null}
      <p className="cc-modal-series">{seriesLabel(card)}</p>
      <span className="cc-stripe" style={stripe}>
        {seriesStripLabel(card.color_rel.color, null)}
      </span>
    </div>
  );
}

function EditCardForm({
  card,
  onClose,
  onDeleted,
  title,
}: { card: UserCard } & Omit<EditCardModalProps, 'card'>) {
  const locations = useLocations();
  const agencies = useGradingAgencies();
  const update = useUpdateCard();
  const actions = useCardActions();
  const photos = useSaveCardPhotos(card);
  const [saving, setSaving] = useState(false);
  const [editing, setEditing] = useState<PhotoItem | null>(null);
  const [suggesting, setSuggesting] = useState<number | null>(null);
  const form = useForm<CardFormValues>({
    defaultValues: cardFormValuesOf(card),
    resolver: cardFormResolver(card.print_run),
  });

  const close = () => {
    photos.reset(null);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      await update.mutateAsync({
        userCardId: card.user_card_id,
        body: cardFormPayload(values, card.print_run),
      });
    } catch (problem) {
      toast.show(
        'error',
        `Failed to update card: ${errorText(problem, { fallback: 'Please try again', prefer: 'message' })}`,
      );
      setSaving(false);
      return;
    }
    const photosSaved = await photos.saveOnSubmit(card.user_card_id);
    setSaving(false);
    toast.show('success', 'Card updated successfully');
    if (photosSaved) close();
  });

  return (
    <>
      <Modal
        open
        onClose={close}
        title={title ?? 'Edit Card'}
        size="lg"
        footer={
          <>
            <Button variant="danger" onClick={() => actions.askDelete(card)} disabled={saving}>
              Delete
            </Button>
            <span className="cc-spacer" />
            <Button variant="secondary" onClick={close} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" form="edit-card-form" loading={saving}>
              {saving ? 'Updating...' : 'Update Card'}
            </Button>
          </>
        }
      >
        <form id="edit-card-form" noValidate onSubmit={(event) => void submit(event)}>
          <CardHeader card={card} />
          <CardFormFields
            form={form}
            printRun={card.print_run}
            locations={locations.data ?? []}
            agencies={agencies.data ?? []}
            savedAgencyLabel={card.grading_agency_abbr}
          />
          <CollapsibleSection
            title={`Card Photos (${photos.items.length}/${PHOTOS.maxPerCard})`}
            defaultOpen={card.all_photos.length > 0}
          >
            <PhotoManager
              items={photos.items}
              onChange={photos.setItems}
              onRemoveExisting={photos.askDelete}
              onEdit={setEditing}
              onSuggest={(item) => setSuggesting(item.photo.user_card_photo_id)}
            />
          </CollapsibleSection>
        </form>
      </Modal>
      <ConfirmDialog
        open={photos.confirming !== null}
        onClose={photos.cancelDelete}
        title="Delete Photo"
        confirmLabel="Delete Photo"
        pending={photos.deletePending}
        onConfirm={photos.deleteConfirmed}
      >
        <p>Are you sure you want to delete this photo? This action cannot be undone.</p>
      </ConfirmDialog>
      <ImageEditor
        src={editing ? itemFullUrl(editing) : null}
        onClose={() => setEditing(null)}
        onSave={async (blob) => {
          if (editing) await photos.applyEdit(editing, blob);
          setEditing(null);
        }}
      />
      <SuggestCardImageDialog photoId={suggesting} onClose={() => setSuggesting(null)} />
      <DeleteCardDialog
        card={actions.deleting}
        deleting={actions.deletePending}
        onCancel={actions.cancelDelete}
        onConfirm={(target) =>
          actions.confirmDelete(target, () => {
            onDeleted?.(target);
            close();
          })
        }
      />
    </>
  );
}
