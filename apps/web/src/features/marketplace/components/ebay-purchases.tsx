import { EBAY_MESSAGES, type EbayPurchase, type SuggestedCard } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import {
  useAcceptSuggestion,
  useDismissSuggestion,
  useEbayPurchases,
  useEbaySuggestions,
} from '../api/use-ebay';
import { SearchOtherCard } from './search-other-card';

/** Spec 2 §4: statuses read as text, underscores turned into spaces, upper case. */
export const purchaseStatusText = (status: string) => status.replace(/_/g, ' ').toUpperCase();

const money = (purchase: EbayPurchase) =>
  purchase.price === null
    ? ''
    : `${purchase.currency === 'USD' ? '$' : `${purchase.currency} `}${purchase.price.toFixed(2)}`;

export function RecentPurchases() {
  const purchases = useEbayPurchases(true);
  if (purchases.isPending) return <p className="muted">Loading purchases...</p>;
  if (purchases.isError) return <p className="muted">Failed to load eBay purchases</p>;
  const { purchases: rows, total } = purchases.data;
  if (!rows.length) return <p className="muted">No eBay purchases synced yet.</p>;
  return (
    <div className="ebay-purchases">
      <h3>Recent purchases</h3>
      <ul>
        {rows.map((purchase) => (
          <li key={purchase.id}>
            <span className="ebay-purchases__title">{purchase.title}</span>
            <span className="muted">
              {money(purchase)}
              {purchase.purchase_date ? ` · ${new Date(purchase.purchase_date).toLocaleDateString()}` : ''}
            </span>
            <span className="ebay-purchases__status">{purchaseStatusText(purchase.status)}</span>
          </li>
        ))}
      </ul>
      <p className="muted">
        Showing {rows.length} of {total}
      </p>
    </div>
  );
}

/** The series' sample image when the catalogue has one, else a 'No Image' tile of the same size. */
function CandidateImage({ card }: { card: SuggestedCard }) {
  const name = `#${card.card_number} ${card.players.join(', ')}, ${card.set_year} ${card.set_name} ${card.series_name}`;
  return card.front_image_url ? (
    <img
      className="ebay-suggestions__image"
      src={card.front_image_url}
      alt={`Front of ${name}`}
      loading="lazy"
    />
  ) : (
    <div
      className="ebay-suggestions__image ebay-suggestions__image--empty"
      role="img"
      aria-label={`No image of ${name}`}
    >
      No Image
    </div>
  );
}

export function SuggestionsInbox() {
  const suggestions = useEbaySuggestions(true);
  const accept = useAcceptSuggestion();
  const dismiss = useDismissSuggestion();
  if (suggestions.isPending || suggestions.isError || !suggestions.data.suggestions.length) return null;
  const failed = (error: unknown) =>
    toast.error(errorText(error, { fallback: EBAY_MESSAGES.syncFailed, prefer: 'message' }));
  return (
    <div className="ebay-suggestions">
      <h3>Purchases to review</h3>
      <ul>
        {suggestions.data.suggestions.map((suggestion) => (
          <li key={suggestion.id}>
            <p className="ebay-purchases__title">{suggestion.title}</p>
            <ul className="ebay-suggestions__candidates" aria-label={`Cards that may be ${suggestion.title}`}>
              {suggestion.candidates.map((card) => (
                <li key={card.card_id}>
                  <CandidateImage card={card} />
                  <span>
                    {card.set_year} {card.set_name} · {card.series_name} #{card.card_number}{' '}
                    {card.players.join(', ')}
                    {card.reasons.length > 0 && (
                      <span className="ebay-suggestions__reasons">
                        Matches the title's {card.reasons.join(', ')}
                      </span>
                    )}
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={accept.isPending}
                    onClick={() =>
                      accept.mutate(
                        { id: suggestion.id, cardId: card.card_id },
                        { onSuccess: (answer) => toast.success(answer.message), onError: failed },
                      )
                    }
                  >
                    Add this card
                  </Button>
                </li>
              ))}
            </ul>
            <SearchOtherCard
              busy={accept.isPending}
              onPick={(cardId) =>
                accept.mutate(
                  { id: suggestion.id, cardId },
                  { onSuccess: (answer) => toast.success(answer.message), onError: failed },
                )
              }
            />
            <Button
              size="sm"
              variant="ghost"
              disabled={dismiss.isPending}
              onClick={() =>
                dismiss.mutate(suggestion.id, {
                  onSuccess: (answer) => toast.success(answer.message),
                  onError: failed,
                })
              }
            >
              Dismiss
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
