import { useState, type FormEvent } from 'react';
import { ADMIN_CARD_MESSAGES as M, type AdminCard, type AdminCardPlayerTeam } from '@cardbinder/shared';
import { ModalForm } from '@/components/ui/modal-form';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useSaveCard } from '../api/use-admin-cards';
import { CardPlayerTeams } from './card-player-teams';
import '../catalogue-admin.css';

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
/** Doc 3 §5: sort order and print run are integers or null. */
const integerOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/**
 * Edit card (or add one to the series): number trimmed, sort order and print run integers or null, RC/auto/relic,
 * notes and the player-team list. A save after someone else changed the card is refused by the server (409).
 */
export function CardEditModal({
  card,
  seriesId,
  onClose,
}: {
  /** null adds a card to the series */
  card: AdminCard | null;
  seriesId: number;
  onClose: () => void;
}) {
  const save = useSaveCard();
  const [cardNumber, setCardNumber] = useState(card?.card_number ?? '');
  const [sortOrder, setSortOrder] = useState(text(card?.sort_order));
  const [printRun, setPrintRun] = useState(text(card?.print_run));
  const [rookie, setRookie] = useState(card?.is_rookie ?? false);
  const [autograph, setAutograph] = useState(card?.is_autograph ?? false);
  const [relic, setRelic] = useState(card?.is_relic ?? false);
  const [notes, setNotes] = useState(card?.notes ?? '');
  const [pairs, setPairs] = useState<AdminCardPlayerTeam[]>(card?.card_player_teams ?? []);
  const [numberError, setNumberError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!cardNumber.trim()) {
      setNumberError(M.cardNumberRequired);
      return;
    }
    const body = {
      card_number: cardNumber.trim(),
      sort_order: integerOrNull(sortOrder),
      print_run: integerOrNull(printRun),
      is_rookie: rookie,
      is_autograph: autograph,
      is_relic: relic,
      notes: notes.trim() || null,
      players: pairs.map((pair) => ({ player_id: pair.player.player_id, team_id: pair.team.team_id })),
    };
    save.mutate(card ? { cardId: card.card_id, version: card.version, body } : { seriesId, body }, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onClose();
      },
      onError: (error) =>
        toast.error(
          `Failed to ${card ? 'update' : 'add'} card: ${errorText(error, { fallback: 'Unknown error', prefer: 'message' })}`,
        ),
    });
  };

  return (
    <ModalForm
      open
      title={card ? `Edit Card #${card.card_number}` : 'Add Card'}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      submitLabel={card ? 'Save Changes' : 'Add Card'}
      pending={save.isPending}
      className="admin-form"
    >
      <div className="admin-form__grid">
        <TextField
          label="Card number"
          value={cardNumber}
          required
          error={numberError}
          onChange={(e) => {
            setCardNumber(e.target.value);
            setNumberError(undefined);
          }}
        />
        <TextField
          label="Sort order"
          type="number"
          step={1}
          value={sortOrder}
          onChange={(e) => setSortOrder(e.target.value)}
        />
        <TextField
          label="Print run"
          type="number"
          min={1}
          step={1}
          value={printRun}
          onChange={(e) => setPrintRun(e.target.value)}
        />
      </div>
      <div className="admin-form__grid">
        <label className="admin-form__check">
          <input type="checkbox" checked={rookie} onChange={(e) => setRookie(e.target.checked)} />
          Rookie card (RC)
        </label>
        <label className="admin-form__check">
          <input type="checkbox" checked={autograph} onChange={(e) => setAutograph(e.target.checked)} />
          Autograph
        </label>
        <label className="admin-form__check">
          <input type="checkbox" checked={relic} onChange={(e) => setRelic(e.target.checked)} />
          Relic
        </label>
      </div>
      <TextField label="Notes" value={notes} onChange={(e) => setNotes(e.target.value)} />
      <CardPlayerTeams pairs={pairs} onChange={setPairs} />
    </ModalForm>
  );
}
