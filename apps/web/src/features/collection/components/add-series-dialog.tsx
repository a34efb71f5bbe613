import { useState } from 'react';
import { COLLECTION_MESSAGES, countLabel, SERIES_BULK_NOTE } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
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
    <Modal
      open={open}
      onClose={onCancel}
      title="Add Series to Collection"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={adding}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={adding}>
            {adding ? 'Adding...' : 'Add Series'}
          </Button>
        </>
      }
    >
      {/* mounted only while open, so every opening starts without a location */}
      <AddSeriesForm series={series} onConfirm={onConfirm} />
    </Modal>
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
