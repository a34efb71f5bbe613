import { useEffect, useState } from 'react';
import {
  MAILED_KIND_LABELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationSettings,
} from '@cardbinder/shared';
import { paths } from '@/config/paths';
import { hasScreen, shipped } from '@/config/screens';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/use-notification-settings';

/** Kinds something can send today: achievements and collection changes (eBay) arrive with their features. */
const OFFERED_KINDS = NOTIFICATION_KINDS.filter(
  (kind) =>
    (kind !== 'achievement' || hasScreen(paths.achievements)) &&
    (kind !== 'collection' || shipped.marketplaceSync),
);

/** Which kinds of notification the user receives; a kind turned off is not written at all. */
export function NotificationSettingsPanel() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const [draft, setDraft] = useState<NotificationSettings | null>(null);
  useEffect(() => {
    if (settings.data) setDraft(settings.data.settings);
  }, [settings.data]);

  if (settings.isError) return <p className="muted">Failed to load notification settings</p>;
  if (!draft) return null;
  const save = () =>
    update.mutate(draft, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(errorText(error, { fallback: 'Failed to save notification settings' })),
    });
  return (
    <fieldset className="notification-settings">
      <legend>Send me notifications about</legend>
      {OFFERED_KINDS.map((kind) => (
        <label key={kind} className="checkbox-row">
          <input
            type="checkbox"
            checked={draft[kind]}
            onChange={(event) => setDraft({ ...draft, [kind]: event.target.checked })}
          />
          {NOTIFICATION_KIND_LABELS[kind]}
        </label>
      ))}
      <label className="checkbox-row">
        <input
          type="checkbox"
          checked={draft.trade_mail}
          onChange={(event) => setDraft({ ...draft, trade_mail: event.target.checked })}
        />
        {MAILED_KIND_LABELS.trade}
      </label>
      <Button size="sm" onClick={save} loading={update.isPending}>
        Save notification settings
      </Button>
    </fieldset>
  );
}
