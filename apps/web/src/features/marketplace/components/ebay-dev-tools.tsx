import { useState } from 'react';
import { EBAY_MESSAGES } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useEbayDevTools } from '../api/use-ebay';

const fail = (fallback: string) => (error: unknown) =>
  toast.error(errorText(error, { fallback, prefer: 'message' }));

/** DEV TOOLS (spec 2 §4): shown to a connected user behind a toggle, only when the server has them. */
export function EbayDevTools() {
  const [open, setOpen] = useState(false);
  const tools = useEbayDevTools();
  const synced = (answer: { automaticProcessing: { cardsAddedToCollection: number } }) =>
    toast.success(`Cards added: ${answer.automaticProcessing.cardsAddedToCollection}`);
  return (
    <div className="ebay-dev-tools">
      <label className="ebay-dev-tools__toggle">
        <input type="checkbox" checked={open} onChange={(event) => setOpen(event.target.checked)} /> DEV TOOLS
      </label>
      {open ? (
        <div className="ebay-actions">
          <Button
            size="sm"
            variant="secondary"
            loading={tools.test.isPending}
            onClick={() =>
              tools.test.mutate(undefined, {
                onSuccess: (answer) =>
                  answer.success ? toast.success(answer.recommendation) : toast.error(answer.recommendation),
                onError: fail(EBAY_MESSAGES.testFailed),
              })
            }
          >
            Test Connection
          </Button>
          {(['sports_cards_only', 'mixed_realistic'] as const).map((scenario) => (
            <Button
              key={scenario}
              size="sm"
              variant="secondary"
              disabled={tools.mockSync.isPending}
              onClick={() =>
                tools.mockSync.mutate(scenario, {
                  onSuccess: synced,
                  onError: fail(EBAY_MESSAGES.mockSyncFailed),
                })
              }
            >
              Mock Sync: {scenario.replace(/_/g, ' ')}
            </Button>
          ))}
          <Button
            size="sm"
            variant="secondary"
            loading={tools.smartSync.isPending}
            onClick={() =>
              tools.smartSync.mutate(undefined, {
                onSuccess: synced,
                onError: fail(EBAY_MESSAGES.smartSyncFailed),
              })
            }
          >
            Smart Sync
          </Button>
          <Button
            size="sm"
            variant="danger"
            loading={tools.clear.isPending}
            onClick={() =>
              tools.clear.mutate(undefined, {
                onSuccess: (answer) => toast.success(answer.message),
                onError: fail(EBAY_MESSAGES.clearFailed),
              })
            }
          >
            Clear Test Data
          </Button>
        </div>
      ) : null}
    </div>
  );
}
