import { useState } from 'react';
import type { Location } from '@cardbinder/shared';
import { ModalForm } from '@/components/ui/modal-form';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useCreateLocation } from '../api/use-locations';

/** 'Add New Location' on the dashboard (spec 2 §2.1, §5). */
export function AddLocationModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (location: Location) => void;
}) {
  const [name, setName] = useState('');
  const [onDashboard, setOnDashboard] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateLocation();

  const close = () => {
    setName('');
    setError(null);
    onClose();
  };

  const submit = () => {
    if (!name.trim()) {
      setError('Location name is required');
      return;
    }
    create.mutate(
      { location: name.trim(), is_dashboard: onDashboard },
      {
        onSuccess: (location) => {
          toast.show('success', 'Location created successfully');
          onCreated(location);
          close();
        },
        onError: (problem) =>
          toast.show('error', errorText(problem, { fallback: 'Failed to create location' })),
      },
    );
  };

  return (
    <ModalForm
      open={open}
      onClose={close}
      title="Add New Location"
      size="sm"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      submitLabel="Add Location"
      pending={create.isPending}
      className="cc-form"
    >
      <TextField
        label="Location Name"
        value={name}
        maxLength={100}
        autoFocus
        error={error ?? undefined}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
      />
      <label className="cc-check">
        <input
          type="checkbox"
          checked={onDashboard}
          onChange={(event) => setOnDashboard(event.target.checked)}
        />
        Show on dashboard
      </label>
    </ModalForm>
  );
}
