import { z } from 'zod';
import { messageResponseSchema } from '../auth/auth';
import { defineEndpoint } from '../api/contract';
import { idSchema } from '../api/input';

/** Spec 2 §8 Marketplace: the provider's return error codes and the toasts they show. */
export const EBAY_RETURN_ERRORS = {
  temporarily_unavailable:
    'eBay servers are temporarily unavailable. Please try connecting again in a few minutes.',
  access_denied: 'eBay connection was cancelled or denied',
  expired_state: 'eBay connection expired. Please try again.',
  missing_parameters: 'Invalid eBay response. Please try connecting again.',
  legacy_auth_not_supported:
    'Legacy eBay authentication was detected. Please connect again: CardBinder uses OAuth 2.0.',
} as const;
export const EBAY_RETURN_ERROR_FALLBACK = 'Failed to connect eBay account. Please try again.';

/** The toast for a provider return code (anything unknown gets the general one). */
export function ebayReturnErrorMessage(code: string): string {
  return (EBAY_RETURN_ERRORS as Record<string, string>)[code] ?? EBAY_RETURN_ERROR_FALLBACK;
}

export const EBAY_MESSAGES = {
  statusFailed: 'Failed to check eBay connection status',
  initiateFailed: 'Failed to start eBay connection',
  disconnectFailed: 'Failed to disconnect eBay account',
  refreshFailed: 'Failed to refresh eBay connection',
  syncFailed: 'Failed to sync eBay purchases',
  testFailed: 'Failed to test eBay connection',
  mockSyncFailed: 'Failed to perform mock sync',
  smartSyncFailed: 'Smart sync failed',
  clearFailed: 'Failed to clear test data',
  processFailed: 'Failed to process existing purchases',
  notConnected: 'eBay account not connected',
  connected: 'eBay account connected',
  disconnected: 'eBay account disconnected',
  refreshed: 'eBay connection refreshed',
  reconnectNeeded: 'eBay no longer accepts this connection. Please connect your eBay account again.',
} as const;

/** The signed OAuth state lives this long (issue 18). */
export const EBAY_STATE_TTL_MINUTES = 10;

export const ebayAccountSchema = z.object({
  username: z.string().nullable(),
  connected_at: z.string(),
  last_sync: z.string().nullable(),
  /** eBay refused the connection (revoked): the user must connect again */
  needs_reconnect: z.boolean(),
});
export type EbayAccount = z.infer<typeof ebayAccountSchema>;

export const ebayStatusContract = defineEndpoint({
  method: 'GET',
  path: '/api/ebay/auth/status',
  access: 'user',
  summary: "The caller's eBay connection; 401 when not connected (spec 2 §7)",
  response: z.object({
    connected: z.literal(true),
    account: ebayAccountSchema,
    /** the DEV TOOLS routes exist on this server */
    dev_tools: z.boolean(),
  }),
  errors: { 401: z.object({ error: z.string(), message: z.string() }) },
});

export const ebayInitiateContract = defineEndpoint({
  method: 'POST',
  path: '/api/ebay/auth/initiate',
  access: 'user',
  summary: "Starts the OAuth connection: the address of eBay's consent page, with a signed single-use state",
  response: z.object({ success: z.literal(true), authUrl: z.string() }),
});

export const ebayCompleteContract = defineEndpoint({
  method: 'POST',
  path: '/api/ebay/auth/complete',
  access: 'user',
  summary: "Finishes the connection with the code and state eBay returned to the caller's browser",
  body: z.object({
    code: z
      .string({ error: EBAY_RETURN_ERRORS.missing_parameters })
      .min(1, EBAY_RETURN_ERRORS.missing_parameters)
      .max(2000),
    state: z
      .string({ error: EBAY_RETURN_ERRORS.missing_parameters })
      .min(1, EBAY_RETURN_ERRORS.missing_parameters)
      .max(2000),
  }),
  response: z.object({ success: z.literal(true), message: z.string(), account: ebayAccountSchema }),
});

export const ebayRefreshContract = defineEndpoint({
  method: 'POST',
  path: '/api/ebay/auth/refresh',
  access: 'user',
  summary: "Renews the caller's eBay access token now",
  response: messageResponseSchema,
});

export const ebayDisconnectContract = defineEndpoint({
  method: 'DELETE',
  path: '/api/ebay/auth/disconnect',
  access: 'user',
  summary: "Deletes the caller's eBay tokens; cards already added stay in the collection",
  response: messageResponseSchema,
});

/** Where cards added from marketplace purchases go (spec 2 §4). */
export const IN_TRANSIT_LOCATION = 'In Transit';
/** Spec 2 §9: the recent purchases list shows 10. */
export const EBAY_RECENT_PURCHASES = 10;
export const PURCHASE_STATUSES = [
  'pending',
  'added_to_collection',
  'needs_review',
  'not_matched',
  'not_a_card',
  'dismissed',
] as const;

export const ebaySyncContract = defineEndpoint({
  method: 'POST',
  path: '/api/ebay/sync/orders',
  access: 'user',
  summary: "Fetches the caller's new eBay purchases and adds or suggests the sports cards among them",
  response: z.object({
    success: z.literal(true),
    stats: z.object({ newPurchases: z.number().int() }),
    automaticProcessing: z.object({
      cardsAddedToCollection: z.number().int(),
      cardsSuggestedForReview: z.number().int(),
      totalCardsDetected: z.number().int(),
    }),
  }),
});

export const ebayPurchaseSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  title: z.string(),
  price: z.number().nullable(),
  currency: z.string(),
  purchase_date: z.string().nullable(),
  seller_name: z.string().nullable(),
  is_sports_card: z.boolean(),
  /** shown upper case with spaces (spec 2 §4) */
  status: z.enum(PURCHASE_STATUSES),
  matched_card_id: z.number().int().nullable(),
  user_card_id: z.number().int().nullable(),
  confidence: z.number().nullable(),
});
export type EbayPurchase = z.infer<typeof ebayPurchaseSchema>;

export const ebayPurchasesContract = defineEndpoint({
  method: 'GET',
  path: '/api/ebay/sync/purchases',
  access: 'user',
  summary: "The caller's newest eBay purchases and how many there are",
  query: z.object({
    limit: z.coerce.number().int().min(1).max(100).default(EBAY_RECENT_PURCHASES),
  }),
  response: z.object({
    success: z.literal(true),
    purchases: z.array(ebayPurchaseSchema),
    total: z.number().int(),
  }),
});

export const SUGGESTION_MESSAGES = {
  notFound: 'Purchase not found',
  accepted: 'Card added to In Transit',
  dismissed: 'Suggestion dismissed',
} as const;

/** The facts of a purchase title a suggested card agrees with: why it was proposed. */
export const MATCH_REASONS = [
  'year',
  'set',
  'number',
  'player',
  'parallel',
  'print run',
  'remembered',
] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

export const suggestedCardSchema = z.object({
  card_id: z.number().int(),
  set_year: z.number().int(),
  set_name: z.string(),
  series_name: z.string(),
  card_number: z.string(),
  players: z.array(z.string()),
  /** the catalogue's front image of the card's series, null when it has none */
  front_image_url: z.string().nullable(),
  /** why it was proposed: the title's year, set, number, player, parallel or print run it agrees with */
  reasons: z.array(z.enum(MATCH_REASONS)).default([]),
});

export type SuggestedCard = z.infer<typeof suggestedCardSchema>;

export const ebaySuggestionsContract = defineEndpoint({
  method: 'GET',
  path: '/api/ebay/sync/suggestions',
  access: 'user',
  summary: "The caller's purchases waiting for review, each with its candidate cards (up to 5, best first)",
  response: z.object({
    success: z.literal(true),
    suggestions: z.array(ebayPurchaseSchema.extend({ candidates: z.array(suggestedCardSchema) })),
  }),
});

const purchaseParams = z.object({ id: idSchema('purchase') });

export const ebayAcceptSuggestionContract = defineEndpoint({
  method: 'POST',
  path: '/api/ebay/sync/purchases/:id/accept',
  access: 'user',
  summary: 'Adds the chosen card (a candidate or any other) to In Transit for a purchase waiting for review',
  params: purchaseParams,
  body: z.object({ card_id: idSchema('card') }),
  response: z.object({
    success: z.literal(true),
    message: z.string(),
    user_card_id: z.number().int().nullable(),
  }),
});

export const ebayDismissSuggestionContract = defineEndpoint({
  method: 'POST',
  path: '/api/ebay/sync/purchases/:id/dismiss',
  access: 'user',
  summary: 'Dismisses a purchase waiting for review: nothing is added',
  params: purchaseParams,
  response: messageResponseSchema,
});

export const ebayProcessExistingContract = defineEndpoint({
  method: 'POST',
  path: '/api/ebay/sync/process-existing',
  access: 'user',
  summary: "Matches again the caller's stored purchases not yet matched (the catalogue may have grown)",
  response: z.object({
    success: z.literal(true),
    stats: z.object({ processed: z.number().int() }),
    automaticProcessing: z.object({
      cardsAddedToCollection: z.number().int(),
      cardsSuggestedForReview: z.number().int(),
      totalCardsDetected: z.number().int(),
    }),
  }),
});

/** Spec 2 §7 DEV TOOLS: only with the local eBay or an explicit development flag, only on the caller's data. */
export const ebayTestConnectionContract = defineEndpoint({
  method: 'GET',
  path: '/api/ebay/test/connection',
  access: 'user',
  summary: 'DEV TOOLS: whether eBay answers for the caller, and what to do next',
  response: z.object({ success: z.boolean(), recommendation: z.string() }),
});

export const ebayMockSyncContract = defineEndpoint({
  method: 'POST',
  path: '/api/ebay/test/mock-sync',
  access: 'user',
  summary: "DEV TOOLS: processes a scenario's purchases as if eBay had sent them to the caller",
  body: z.object({
    scenario: z.enum(['sports_cards_only', 'mixed_realistic'], {
      error: 'Scenario must be sports_cards_only or mixed_realistic',
    }),
  }),
  response: ebaySyncContract.response,
});

export const ebaySmartSyncContract = defineEndpoint({
  method: 'POST',
  path: '/api/ebay/test/smart-sync',
  access: 'user',
  summary: 'DEV TOOLS: a sync through real eBay when configured, else through the local stand-in',
  response: ebaySyncContract.response.extend({ useRealSync: z.boolean() }),
});

export const ebayClearTestDataContract = defineEndpoint({
  method: 'DELETE',
  path: '/api/ebay/test/clear-data',
  access: 'user',
  summary: "DEV TOOLS: deletes the caller's stored purchases (cards already added stay)",
  response: messageResponseSchema,
});
