import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useUpdateValueSettings, useValueSettings } from '../api/use-value-settings';

/** The opt-out: whether the collector's prices and estimates count towards card values. */
export function ValueSettingsSection() {
  const settings = useValueSettings();
  const update = useUpdateValueSettings();
  const contribute = settings.data?.settings.contribute ?? true;
  return (
    <section className="settings-section" aria-labelledby="value-settings-title">
      <h2 id="value-settings-title">Card values</h2>
      <label className="checkbox-row">
        <input
          type="checkbox"
          checked={contribute}
          disabled={!settings.data || update.isPending}
          onChange={(event) =>
            update.mutate(event.target.checked, {
              onSuccess: (answer) => toast.success(answer.message),
              onError: (error) => toast.error(errorText(error, { fallback: 'Failed to save the setting' })),
            })
          }
        />
        Contribute to card values
      </label>
      <p className="muted">
        What you paid and estimate counts towards card values, only ever as part of a median of at least 3
        collectors; nobody sees your purchases.
      </p>
    </section>
  );
}
