import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  CARD_IMPORT,
  CARD_IMPORT_MESSAGES as M,
  type ImportCard,
  type MatchProgress,
  type Series,
} from '@cardbinder/shared';
import { Page } from '@/components/ui/page';
import { Panel } from '@/components/ui/panel';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import {
  ImportStep,
  matchCards,
  ReviewStep,
  SeriesStep,
  UploadStep,
  useImportSeries,
  WizardSteps,
} from '@/features/card-import';
import '@/features/card-import/card-import.css';
import { usePageTitle } from '@/hooks/use-page-title';

const idParam = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /admin/import (admin and superadmin): 1 Select Series, 2 Upload File, 3 Review & Match, 4 Import. A ?series=
 * link pre-selects the series and opens step 2; after an import the wizard starts over and the cards screen opens.
 */
export function AdminImportPage() {
  usePageTitle('Import Cards');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const linkedId = idParam(params.get('series'));
  const linked = useImportSeries({ search: '', seriesId: linkedId });
  const [step, setStep] = useState(1);
  const [series, setSeries] = useState<Series | null>(null);
  const [cards, setCards] = useState<ImportCard[]>([]);
  const [progress, setProgress] = useState<MatchProgress | null>(null);
  const [organization, setOrganization] = useState<{ id: number | null; name: string | null }>({
    id: null,
    name: null,
  });
  // each matching run has a number; going back or starting over abandons the running one
  const run = useRef(0);
  const preselected = useRef(false);

  useEffect(() => {
    const found = linked.data?.find((s) => s.series_id === linkedId);
    if (linkedId === null || preselected.current || !found) return;
    preselected.current = true;
    setSeries(found);
    setStep(2);
  }, [linked.data, linkedId]);

  const startMatching = (parsed: ImportCard[]) => {
    if (!series) return;
    const mine = (run.current += 1);
    setCards(parsed);
    setProgress({ total: parsed.length, processed: 0, status: 'processing', currentCard: null, error: null });
    setStep(3);
    matchCards(
      parsed,
      series.series_id,
      (p) => run.current === mine && setProgress(p),
      () => run.current !== mine,
    )
      .then((result) => {
        if (run.current !== mine) return;
        setOrganization({ id: result.organizationId, name: result.organizationName });
        setCards(result.matchedCards);
        setProgress(null);
      })
      .catch(() => {
        if (run.current !== mine) return;
        toast.error(M.matchFailed);
        setProgress(null);
        setStep(2);
      });
  };

  const back = () => {
    run.current += 1;
    setProgress(null);
    setStep((current) => Math.max(1, current - 1));
  };

  const imported = () => {
    const seriesId = series?.series_id;
    setStep(1);
    setSeries(null);
    setCards([]);
    setTimeout(() => void navigate(`${paths.admin.cards}?series=${seriesId}`), CARD_IMPORT.redirectMs);
  };

  let body;
  if (step === 1 || !series) {
    body = (
      <SeriesStep
        onSelect={(chosen) => {
          setSeries(chosen);
          setStep(2);
        }}
      />
    );
  } else if (step === 2) body = <UploadStep series={series} onParsed={startMatching} onBack={back} />;
  else if (step === 3) {
    body = (
      <ReviewStep
        cards={cards}
        onChange={setCards}
        progress={progress}
        organization={organization}
        onBack={back}
        onNext={() => setStep(4)}
      />
    );
  } else body = <ImportStep series={series} cards={cards} onBack={back} onImported={imported} />;

  return (
    <Page
      title="Import Cards"
      className="import-page"
      subtitle={<p className="muted">Add a series' cards from a checklist spreadsheet (.xlsx).</p>}
    >
      <WizardSteps step={series ? step : 1} />
      <Panel
        className="import-panel"
        title={['Select Series', 'Upload File', 'Review & Match', 'Import'][step - 1]}
      >
        {body}
      </Panel>
    </Page>
  );
}
