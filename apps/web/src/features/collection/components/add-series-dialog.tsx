import { useState } from 'react';
import { COLLECTION_MESSAGES, countLabel, SERIES_BULK_NOTE } from '@cardbinder/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useLocations } from '../api/use-locations';
import { LocationSelect } from './location-select';
import './collection.css';

export interface BulkSeries {
  name: string;
  cardCount: number;
}

export interface AddSeriesDialogProps {
  series: BulkSeries;
  open: boolean;
  adding: boolean;
  onCancel: () => void;
  onConfirm: (locationId: number) => void;
}

const FORM_ID = 'add-series-form';

/** The series bulk-add dialog: unlike a single add it requires a location (spec 2 §2.8). */
export function AddSeriesDialog({ series, open, adding, onCancel, onConfirm }: AddSeriesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onClose={onCancel}
      title="Add Series to Collection"
      confirmLabel={adding ? 'Adding...' : 'Add Series'}
      pending={adding}
      danger={false}
      form={FORM_ID}
    >
      {/* mounted only while open, so every opening starts without a location */}
      <AddSeriesForm series={series} onConfirm={onConfirm} />
    </ConfirmDialog>
  );
}

function AddSeriesForm({ series, onConfirm }: Pick<AddSeriesDialogProps, 'series' | 'onConfirm'>) {
  const locations = useLocations();
  const [location, setLocation] = useState('');
  const [error, setError] = useState<string | undefined>();

  return (
    <form
      id={FORM_ID}
      className="cc-form cc-confirm"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!location) {
          setError(COLLECTION_MESSAGES.seriesLocationRequired);
          return;
        }
        onConfirm(Number(location));
      }}
    >
      <p>
        {`Adds one copy of each of the ${countLabel(series.cardCount, 'card')} of `}
        <strong>{series.name}</strong> to your collection.
      </p>
      <p className="muted">{`Each copy gets the note '${SERIES_BULK_NOTE(series.name)}'.`}</p>
      <LocationSelect
        value={location}
        onChange={(value) => {
          setLocation(value);
          setError(undefined);
        }}
        locations={locations.data ?? []}
        emptyLabel="Select a location"
        error={error}
      />
    </form>
  );
}
