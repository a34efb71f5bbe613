import { useEffect, useState } from 'react';
import { EBAY_MESSAGES, type EndpointResponse, type ebaySyncContract } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import {
  useEbayDisconnect,
  useEbayInitiate,
  useEbayStatus,
  useEbaySync,
  useProcessExisting,
} from '../api/use-ebay';
import { EbayDevTools } from './ebay-dev-tools';
import { useEbayReturn } from './ebay-return';
import { RecentPurchases, SuggestionsInbox } from './ebay-purchases';
import '../marketplace.css';

type SyncAnswer = EndpointResponse<typeof ebaySyncContract>;
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never');
const fail = (fallback: string) => (error: unknown) =>
  toast.error(errorText(error, { fallback, prefer: 'message' }));

/** The eBay section of Profile Settings (spec 2 §2.5, §4, §7). */
export function EbaySection() {
  useEbayReturn();
  const status = useEbayStatus();
  const initiate = useEbayInitiate();
  const disconnect = useEbayDisconnect();
  const sync = useEbaySync();
  const processExisting = useProcessExisting();
  const [result, setResult] = useState<SyncAnswer | null>(null);
  const [processed, setProcessed] = useState<number | null>(null);
  const statusFailed = status.isError;
  useEffect(() => {
    if (statusFailed) toast.error(EBAY_MESSAGES.statusFailed);
  }, [statusFailed]);

  const connect = () =>
    initiate.mutate(undefined, {
      onSuccess: ({ authUrl }) => window.location.assign(authUrl),
      onError: fail(EBAY_MESSAGES.initiateFailed),
    });
  const connectButton = (label: string) => (
    <Button size="sm" onClick={connect} loading={initiate.isPending}>
      {label}
    </Button>
  );

  let body;
  if (status.isPending) body = <p className="muted">Checking your eBay connection...</p>;
  else if (status.isError) body = <p className="muted">{EBAY_MESSAGES.statusFailed}</p>;
  else if (!status.data)
    body = (
      <>
        <p className="muted">
          Connect your eBay account: the sports cards you buy are added to your collection in 'In Transit', or
          suggested for you to review.
        </p>
        {connectButton('Connect eBay Account')}
      </>
    );
  else {
    const account = status.data;
    body = (
      <>
        <dl className="ebay-account">
          <dt>Account</dt>
          <dd>{account.username ?? 'eBay account'}</dd>
          <dt>Connected</dt>
          <dd>{when(account.connected_at)}</dd>
          <dt>Last sync</dt>
          <dd>{when(account.last_sync)}</dd>
        </dl>
        {account.needs_reconnect ? (
          <p role="alert">
            {EBAY_MESSAGES.reconnectNeeded} {connectButton('Connect again')}
          </p>
        ) : null}
        <div className="ebay-actions">
          <Button
            size="sm"
            loading={sync.isPending}
            disabled={account.needs_reconnect}
            onClick={() =>
              sync.mutate(undefined, { onSuccess: setResult, onError: fail(EBAY_MESSAGES.syncFailed) })
            }
          >
            Sync Now
          </Button>
          <Button
            size="sm"
            variant="secondary"
            loading={processExisting.isPending}
            onClick={() =>
              processExisting.mutate(undefined, {
                onSuccess: (answer) => setProcessed(answer.stats.processed),
                onError: fail(EBAY_MESSAGES.processFailed),
              })
            }
          >
            Process Existing
          </Button>
          <Button
            size="sm"
            variant="secondary"
            loading={disconnect.isPending}
            onClick={() =>
              disconnect.mutate(undefined, {
                onSuccess: (answer) => {
                  setResult(null);
                  toast.success(answer.message);
                },
                onError: fail(EBAY_MESSAGES.disconnectFailed),
              })
            }
          >
            Disconnect
          </Button>
        </div>
        <p role="status" className="ebay-sync-result">
          {sync.isPending
            ? 'Syncing your eBay purchases...'
            : result
              ? `New purchases: ${result.stats.newPurchases} · Cards added: ${result.automaticProcessing.cardsAddedToCollection} · Suggested: ${result.automaticProcessing.cardsSuggestedForReview} · Cards detected: ${result.automaticProcessing.totalCardsDetected}`
              : ''}
          {processed !== null ? ` Purchases matched again: ${processed}` : ''}
        </p>
        {account.dev_tools ? <EbayDevTools /> : null}
        <SuggestionsInbox />
        <RecentPurchases />
      </>
    );
  }
  return (
    <Panel className="settings-section ebay-section" title="eBay Integration">
      {body}
    </Panel>
  );
}
