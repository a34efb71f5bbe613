import { useState, type FormEvent } from 'react';
import { ADMIN_SERIES_MESSAGES as M, type Series } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { ModalForm } from '@/components/ui/modal-form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useAdminSeries, useAllSets, useSaveSeries, useUploadSeriesImages } from '../api/use-admin-series';
import { ColorSelect } from './color-select';
import '../catalogue-admin.css';

export interface SeriesFormModalProps {
  /** null adds a series */
  series: Series | null;
  defaultSetId?: number | null;
  onClose: () => void;
  /** edit mode offers Delete, which the caller confirms */
  onDelete?: (series: Series) => void;
}

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** Add and edit series (doc 3 §3, §5): parent choices are the set's non-parallel series, reset with the set. */
export function SeriesFormModal({ series, defaultSetId, onClose, onDelete }: SeriesFormModalProps) {
  const save = useSaveSeries();
  const upload = useUploadSeriesImages();
  const [front, setFront] = useState<File | null>(null);
  const [back, setBack] = useState<File | null>(null);
  const saving = save.isPending || upload.isPending;
  const sets = useAllSets();
  const [name, setName] = useState(series?.name ?? '');
  const [setId, setSetId] = useState(text(series?.set_id ?? defaultSetId));
  const [isBase, setIsBase] = useState(series?.is_base ?? false);
  const [parent, setParent] = useState(text(series?.parent_series_id));
  const [colorId, setColorId] = useState(text(series?.color_id));
  const [cardCount, setCardCount] = useState(text(series?.card_count));
  const [printRunDisplay, setPrintRunDisplay] = useState(series?.print_run_display ?? '');
  const [minPrintRun, setMinPrintRun] = useState(text(series?.min_print_run));
  const [maxPrintRun, setMaxPrintRun] = useState(text(series?.max_print_run));
  const [setError, setSetError] = useState<string | undefined>();
  const siblings = useAdminSeries(
    { setId: setId ? Number(setId) : null, search: '', seriesId: null },
    { enabled: setId !== '' },
  );
  const parents = (siblings.data?.series ?? []).filter(
    (candidate) => !candidate.is_parallel && candidate.series_id !== series?.series_id,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    if (!setId) {
      setSetError(M.setRequired);
      return;
    }
    const verb = series ? 'update' : 'create';
    save.mutate(
      {
        seriesId: series?.series_id ?? null,
        body: {
          name: name.trim(),
          set_id: Number(setId),
          is_base: parent ? false : isBase,
          parallel_of_series: parent ? Number(parent) : null,
          color_id: colorId ? Number(colorId) : null,
          card_count: numberOrNull(cardCount),
          print_run_display: printRunDisplay.trim() || null,
          min_print_run: numberOrNull(minPrintRun),
          max_print_run: numberOrNull(maxPrintRun),
        },
      },
      {
        onSuccess: async (answer) => {
          toast.success(answer.message);
          if (front || back) {
            try {
              await upload.mutateAsync({ seriesId: answer.series.series_id, front, back });
            } catch (error) {
              const reason = errorText(error, { fallback: 'Unknown error', prefer: 'message' });
              toast.error(`Failed to upload series images: ${reason}`);
              return;
            }
          }
          onClose();
        },
        onError: (error) =>
          toast.error(
            `Failed to ${verb} series: ${errorText(error, { fallback: 'Unknown error', prefer: 'message' })}`,
          ),
      },
    );
  };

  return (
    <ModalForm
      open
      title={series ? 'Edit Series' : 'Add Series'}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      submitLabel={series ? 'Save Changes' : 'Add Series'}
      pending={saving}
      submitDisabled={!name.trim()}
      className="admin-form__grid"
      extraActions={
        <>
          {series && onDelete ? (
            <Button variant="danger" onClick={() => onDelete(series)} disabled={saving}>
              Delete
            </Button>
          ) : null}
        </>
      }
    >
      <TextField label="Name" value={name} required onChange={(e) => setName(e.target.value)} />
      <SelectField
        label="Set"
        value={setId}
        error={setError}
        onChange={(value) => {
          setSetId(value);
          setParent('');
          setSetError(undefined);
        }}
      >
        <option value="">Select a set</option>
        {(sets.data ?? []).map((set) => (
          <option key={set.set_id} value={set.set_id}>{`${set.year} ${set.name}`}</option>
        ))}
      </SelectField>
      <SelectField label="Parallel of" value={parent} onChange={setParent} disabled={!setId}>
        <option value="">None (not a parallel)</option>
        {parents.map((candidate) => (
          <option key={candidate.series_id} value={candidate.series_id}>
            {candidate.name}
          </option>
        ))}
      </SelectField>
      <ColorSelect value={colorId} onChange={setColorId} />
      <TextField
        label="Card count"
        type="number"
        min={0}
        value={cardCount}
        onChange={(e) => setCardCount(e.target.value)}
      />
      <TextField
        label="Print run display"
        value={printRunDisplay}
        placeholder="/99, 1-50 or Limited"
        onChange={(e) => setPrintRunDisplay(e.target.value)}
      />
      <TextField
        label="Lowest print run"
        type="number"
        min={1}
        value={minPrintRun}
        onChange={(e) => setMinPrintRun(e.target.value)}
      />
      <TextField
        label="Highest print run"
        type="number"
        min={1}
        value={maxPrintRun}
        onChange={(e) => setMaxPrintRun(e.target.value)}
      />
      <label className="admin-form__check">
        <input
          type="checkbox"
          checked={isBase && !parent}
          disabled={parent !== ''}
          onChange={(e) => setIsBase(e.target.checked)}
        />
        Base series
      </label>
      <TextField
        label="Front image"
        type="file"
        accept="image/*"
        hint={series?.front_image_path ? 'A front image is stored; a new file replaces it.' : undefined}
        onChange={(e) => setFront(e.target.files?.[0] ?? null)}
      />
      <TextField
        label="Back image"
        type="file"
        accept="image/*"
        hint={series?.back_image_path ? 'A back image is stored; a new file replaces it.' : undefined}
        onChange={(e) => setBack(e.target.files?.[0] ?? null)}
      />
      {series ? (
        <p className="admin-form__muted">
          {`${series.card_entered_count} cards entered, ${series.rookie_count} rookies (counted from the cards)`}
        </p>
      ) : null}
    </ModalForm>
  );
}
