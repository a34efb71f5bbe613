import { useEffect, useRef, useState } from 'react';
import { CARD_IMPORT_MESSAGES as M, type ImportCard, type Series } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { toast } from '@/components/ui/toast/toast-store';
import { previewSql, useCreateCards } from '../api/card-import';
import { serverMessage } from '../lib/import-cards';

export interface ImportStepProps {
  series: Series;
  cards: ImportCard[];
  onBack: () => void;
  onImported: () => void;
}

/** Step 4: the statements the import runs (generated once, automatically), then the import itself. */
export function ImportStep({ series, cards, onBack, onImported }: ImportStepProps) {
  const [sql, setSql] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const generated = useRef(false);
  const create = useCreateCards();

  useEffect(() => {
    if (generated.current) return;
    generated.current = true;
    previewSql(cards, series.series_id).then(
      (answer) => setSql(answer.sql),
      (caught: unknown) => {
        toast.error(M.previewFailed);
        setError(serverMessage(caught));
      },
    );
  }, [cards, series.series_id]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(sql ?? '');
      toast.success(M.copied);
    } catch {
      toast.error(M.copyFailed);
    }
  };

  const importCards = () => {
    setError(null);
    create.mutate(
      { matchedCards: cards, seriesId: series.series_id },
      {
        onSuccess: (result) => {
          if (result.created + result.updated === 0) toast.info(result.message);
          else toast.success(M.imported(result.created + result.updated));
          if (result.playerTeamsCreated > 0) toast.success(M.playerTeamsCreated(result.playerTeamsCreated));
          onImported();
        },
        onError: (caught) => {
          toast.error(M.importFailed);
          setError(serverMessage(caught));
        },
      },
    );
  };

  return (
    <div className="import-step">
      <p>
        Import <strong>{cards.length}</strong> cards into <strong>{series.name}</strong> ({series.year}{' '}
        {series.set_name}). Cards already in the series are updated when they differ and skipped otherwise.
      </p>
      <FormError boxed>{error}</FormError>
      {sql === null && !error ? <p className="muted">Generating SQL preview…</p> : null}
      {sql !== null ? (
        <>
          <pre className="import-sql" aria-label="SQL preview">
            {sql}
          </pre>
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            Copy SQL
          </Button>
        </>
      ) : null}
      <div className="import-actions">
        <Button variant="secondary" onClick={onBack} disabled={create.isPending}>
          Back
        </Button>
        <Button onClick={importCards} loading={create.isPending} disabled={create.isPending}>
          Import {cards.length} cards
        </Button>
      </div>
    </div>
  );
}
