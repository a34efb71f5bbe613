import { useState, type FormEvent } from 'react';
import { ADMIN_SERIES_MESSAGES as M, type Series } from '@cardbinder/shared';
import { ModalForm } from '@/components/ui/modal-form';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useDuplicateSeries } from '../api/use-admin-series';
import { ColorSelect } from './color-select';

/** Create parallel (doc 3 §5): a copy of the series and its cards; name defaults to '{name} 2'. */
export function ParallelModal({ series, onClose }: { series: Series; onClose: () => void }) {
  const duplicate = useDuplicateSeries();
  const [name, setName] = useState(`${series.name} 2`);
  const [colorId, setColorId] = useState('');
  const [printRun, setPrintRun] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(M.parallelNameRequired);
      return;
    }
    duplicate.mutate(
      {
        seriesId: series.series_id,
        body: {
          name: name.trim(),
          color_id: colorId ? Number(colorId) : null,
          print_run: printRun.trim() ? Number(printRun) : null,
        },
      },
      {
        onSuccess: (answer) => {
          toast.success(M.parallelCreated(answer.cards_created));
          onClose();
        },
        onError: (error) =>
          toast.error(errorText(error, { fallback: 'Failed to duplicate series', prefer: 'message' })),
      },
    );
  };

  return (
    <ModalForm
      open
      title={`Create Parallel of ${series.name}`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Create Parallel"
      pending={duplicate.isPending}
      className="admin-form"
    >
      <p className="admin-form__muted">
        {`Every card of ${series.name} (${series.card_entered_count}) is copied into the new parallel series.`}
      </p>
      <TextField
        label="Parallel name"
        value={name}
        error={nameError}
        onChange={(e) => {
          setName(e.target.value);
          setNameError(undefined);
        }}
      />
      <ColorSelect value={colorId} onChange={setColorId} />
      <TextField
        label="Print run per card"
        type="number"
        min={1}
        value={printRun}
        onChange={(e) => setPrintRun(e.target.value)}
      />
    </ModalForm>
  );
}
