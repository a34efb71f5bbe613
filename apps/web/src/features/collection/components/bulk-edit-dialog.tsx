import { formatCount } from '@cardbinder/shared';
import { useState, type FormEvent } from 'react';
import type { BulkEditAction, BulkEditKind, Location } from '@cardbinder/shared';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/api-client';
import { useBulkEdit } from '../api/use-bulk-edit';
import { useGradingAgencies } from '../api/use-grading-agencies';
import { LocationSelect } from './location-select';

export const BULK_KINDS: { kind: BulkEditKind; label: string }[] = [
  { kind: 'set_location', label: 'Set location' },
  { kind: 'set_purchase_price', label: 'Set purchase price' },
  { kind: 'set_estimated_value', label: 'Set estimated value' },
  { kind: 'set_grading', label: 'Set grading' },
  { kind: 'add_note', label: 'Add a note' },
  { kind: 'delete', label: 'Delete' },
];

const cardsLabel = (count: number) => `${formatCount(count)} ${count === 1 ? 'card' : 'cards'}`;

function title(kind: BulkEditKind, count: number): string {
  const label = BULK_KINDS.find((item) => item.kind === kind)!.label;
  return kind === 'delete' ? `Delete ${cardsLabel(count)}?` : `${label} of ${cardsLabel(count)}`;
}

/** Asks for the value (if any) and confirms, naming how many entries the one call will change. */
export function BulkEditDialog({
  kind,
  ids,
  locations,
  onClose,
  onDone,
}: {
  kind: BulkEditKind;
  ids: number[];
  locations: readonly Location[];
  onClose: () => void;
  onDone: () => void;
}) {
  const bulk = useBulkEdit();
  const agencies = useGradingAgencies(kind === 'set_grading');
  const [value, setValue] = useState('');
  const [grade, setGrade] = useState('');
  const formId = `bulk-${kind}`;

  const action = (): BulkEditAction => {
    switch (kind) {
      case 'set_location':
        return { kind, user_location: value === '' ? null : Number(value) };
      case 'set_purchase_price':
        return { kind, purchase_price: value === '' ? null : value };
      case 'set_estimated_value':
        return { kind, estimated_value: value === '' ? null : value };
      case 'set_grading':
        return {
          kind,
          grading_agency: value === '' ? null : Number(value),
          grade: grade === '' ? null : grade,
        };
      case 'add_note':
        return { kind, note: value };
      case 'delete':
        return { kind };
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    bulk.mutate({ user_card_ids: ids, action: action() }, { onSuccess: onDone });
  };

  return (
    <ConfirmDialog
      open
      title={title(kind, ids.length)}
      confirmLabel={
        kind === 'delete' ? `Delete ${cardsLabel(ids.length)}` : `Apply to ${cardsLabel(ids.length)}`
      }
      danger={kind === 'delete'}
      pending={bulk.isPending}
      form={formId}
      onClose={onClose}
    >
      <form id={formId} onSubmit={submit} className="cc-bulk-form">
        {kind === 'set_location' ? (
          <LocationSelect value={value} onChange={setValue} locations={locations} />
        ) : null}
        {kind === 'set_purchase_price' || kind === 'set_estimated_value' ? (
          <TextField
            label={kind === 'set_purchase_price' ? 'Purchase price ($)' : 'Estimated value ($)'}
            inputMode="decimal"
            placeholder="Empty clears it"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        ) : null}
        {kind === 'set_grading' ? (
          <>
            <label className="field">
              <span className="field__label">Grading Company</span>
              <select
                className="field__input"
                value={value}
                onChange={(event) => setValue(event.target.value)}
              >
                <option value="">Not Graded</option>
                {(agencies.data ?? []).map((agency) => (
                  <option key={agency.grading_agency_id} value={String(agency.grading_agency_id)}>
                    {agency.display_name}
                  </option>
                ))}
              </select>
            </label>
            {value ? (
              <TextField
                label="Grade"
                inputMode="decimal"
                placeholder="e.g. 10 or 9.5"
                value={grade}
                onChange={(event) => setGrade(event.target.value)}
              />
            ) : null}
          </>
        ) : null}
        {kind === 'add_note' ? (
          <label className="field">
            <span className="field__label">Note to add</span>
            <textarea
              className="field__input"
              maxLength={500}
              required
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          </label>
        ) : null}
        {kind === 'delete' ? (
          <p>
            {cardsLabel(ids.length)} and their photos leave your collection. Undo in the message that follows
            brings the entries back (without their photos).
          </p>
        ) : (
          <p className="muted">
            The same value goes to every selected card; Undo puts back what each one had.
          </p>
        )}
        {bulk.isError ? (
          <Alert>
            {errorText(bulk.error, { fallback: 'The change failed; nothing was changed', prefer: 'message' })}
          </Alert>
        ) : null}
      </form>
    </ConfirmDialog>
  );
}
