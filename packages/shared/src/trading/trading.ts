/** Trading between collectors: want lists, copies for trade, matches, trades and their rules (issue 43). */
import { z } from 'zod';
import { idSchema, requiredTextSchema, textSchema } from '../api/input';

export const TRADING = {
  /** copies one side of a trade may give */
  maxItemsPerSide: 100,
  messageMaxLength: 2000,
  wantNoteMaxLength: 200,
  feedbackMaxLength: 200,
  /** cards one call may want at once (a card table's selection, a series' missing cards) */
  maxBulkWants: 2000,
  /** copies one call may mark for trade or unmark */
  maxBulkOffers: 5000,
  matchesLimit: 50,
  /** cards named per side of a match */
  matchSampleCards: 5,
  /** wants and offers a public profile lists */
  profileListLimit: 200,
  wantsPageSize: 100,
} as const;

export const TRADE_STATUSES = [
  'proposed',
  'countered',
  'accepted',
  'completed',
  'declined',
  'withdrawn',
  'cancelled',
  'closed',
] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];
/** An open trade waits for an answer; accepted ones are being shipped; the rest are finished. */
export const OPEN_TRADE_STATUSES = ['proposed', 'countered'] as const satisfies readonly TradeStatus[];
export const isOpenTrade = (status: TradeStatus) => status === 'proposed' || status === 'countered';

export const TRADE_ACTIONS = [
  'proposed',
  'countered',
  'accepted',
  'declined',
  'withdrawn',
  'cancelled',
  'shipped',
  'received',
  'completed',
  'closed',
  'message',
] as const;
export type TradeAction = (typeof TRADE_ACTIONS)[number];

export const FEEDBACK_RATINGS = ['positive', 'neutral', 'negative'] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];

export const TRADE_STATUS_LABELS: Record<TradeStatus, string> = {
  proposed: 'Proposed',
  countered: 'Countered',
  accepted: 'Accepted',
  completed: 'Completed',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  cancelled: 'Cancelled',
  closed: 'Closed',
};

export const TRADE_MESSAGES = {
  tradeNotFound: 'Trade not found',
  collectorNotFound: 'Collector not found',
  profilePrivate: 'This profile is private',
  notTrading: 'This collector does not take part in trading',
  blocked: 'You cannot trade with this collector',
  self: 'You cannot trade with yourself',
  muted: 'Your account has been muted and cannot propose trades or send trade messages',
  giveRequired: 'Pick at least one of your cards to give',
  askRequired: 'Pick at least one card to ask for',
  tooManyItems: `A trade can hold at most ${TRADING.maxItemsPerSide} cards per side`,
  notYourCopy: 'You can only give cards from your own collection',
  notOffered:
    'You can only ask for cards this collector has marked for trade or already offered in this trade',
  copyInOpenTrade: (label: string, tradeId: number) =>
    `${label} is already in open trade #${tradeId}. Send again to include it anyway.`,
  copyPromised: (label: string, tradeId: number) => `${label} is promised in accepted trade #${tradeId}`,
  copyGone: 'A card in this trade is no longer in its owner’s collection',
  notOpen: (status: TradeStatus) => `This trade is ${status}: it can no longer be answered`,
  notYourTurn: 'This trade is waiting for the other collector to answer',
  notAccepted: (status: TradeStatus) =>
    `This trade is ${status}: only an accepted trade is shipped and received`,
  alreadyShipped: 'You already marked your cards shipped',
  alreadyReceived: 'You already marked this trade received',
  notShippedYet: 'The other collector has not shipped their cards yet',
  feedbackNotCompleted: 'Feedback can be left once the trade is completed',
  feedbackExists: 'You already left feedback for this trade',
  messageRequired: 'Please enter a message',
  messageTooLong: `Messages can be at most ${TRADING.messageMaxLength} characters`,
  wantNotFound: 'This card is not on your want list',
  cardNotFound: 'Card not found',
  seriesNotFound: 'Series not found',
  userCardNotFound: 'Card not found in your collection',
  proposed: 'Trade proposed',
  countered: 'Counter-offer sent',
  accepted: 'Trade accepted',
  declined: 'Trade declined',
  withdrawn: 'Trade withdrawn',
  cancelled: 'Trade cancelled',
  cancelShipped: 'Cards of this trade are already shipped: it can no longer be cancelled',
  shipped: 'Marked as shipped',
  received: 'Marked as received',
  completed: 'Trade completed: the cards moved between your collections',
  feedbackSaved: 'Thanks for your feedback',
  blockedSaved: 'Collector blocked',
  unblocked: 'Collector unblocked',
  settingsSaved: 'Trade settings saved',
  /** the collection's delete answers this (409) for a copy in an open proposal; sent again with confirm it goes */
  deleteOpenTrade: (tradeIds: number[]) =>
    `This card is in open trade proposal ${tradeIds.map((id) => `#${id}`).join(', ')}. Delete it anyway? The proposal will be closed.`,
  deletePromised: (tradeId: number) =>
    `This card is promised in accepted trade #${tradeId}: it cannot be deleted until the trade is finished`,
} as const;

/** Whether a delete's 409 is the open-proposal warning (the client then asks and sends again with confirm). */
export const isOpenTradeDeleteWarning = (message: string) => message.startsWith('This card is in open trade');

const maxGrade = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z.coerce
    .number({ error: 'Highest grade must be a number like 9 or 9.5' })
    .min(1, 'Highest grade must be from 1 to 10')
    .max(10, 'Highest grade must be from 1 to 10')
    .refine((value) => Number.isInteger(value * 2), 'Highest grade must be a whole or half grade (9 or 9.5)')
    .nullable(),
);

export const wantBodySchema = z.object({
  max_grade: maxGrade.optional(),
  note: textSchema('Note', TRADING.wantNoteMaxLength).nullable().optional(),
});

const idList = (what: string, max: number, minMessage: string) =>
  z.array(idSchema(what)).min(1, minMessage).max(max, `At most ${max} ${what}s at once`);

export const bulkWantsBodySchema = z.object({
  card_ids: idList('card', TRADING.maxBulkWants, 'Pick at least one card'),
});

export const offersBodySchema = z.object({
  user_card_ids: idList('card', TRADING.maxBulkOffers, 'Pick at least one card'),
  for_trade: z.boolean({ error: 'for_trade must be true or false' }),
});

export const tradeItemsBodySchema = z.object({
  give: z
    .array(idSchema('card'))
    .min(1, TRADE_MESSAGES.giveRequired)
    .max(TRADING.maxItemsPerSide, TRADE_MESSAGES.tooManyItems),
  ask: z
    .array(idSchema('card'))
    .min(1, TRADE_MESSAGES.askRequired)
    .max(TRADING.maxItemsPerSide, TRADE_MESSAGES.tooManyItems),
  message: textSchema('Message', TRADING.messageMaxLength, { tooLong: TRADE_MESSAGES.messageTooLong })
    .optional()
    .nullable(),
  /** include copies that are in other open proposals (the answer without it is a 409 naming them) */
  acknowledge_conflicts: z.boolean().optional(),
});

export const proposeBodySchema = tradeItemsBodySchema.extend({
  recipient: requiredTextSchema('Collector', 30, { required: 'Choose a collector to trade with' }),
});

export const messageBodySchema = z.object({
  text: requiredTextSchema('Message', TRADING.messageMaxLength, {
    required: TRADE_MESSAGES.messageRequired,
    tooLong: TRADE_MESSAGES.messageTooLong,
  }),
});

export const feedbackBodySchema = z.object({
  rating: z.enum(FEEDBACK_RATINGS, { error: 'Rating must be positive, neutral or negative' }),
  comment: textSchema('Feedback', TRADING.feedbackMaxLength).nullable().optional(),
});

export const tradeSettingsSchema = z.object({
  /** false: the collector left matching (appears in nobody's matches and sees none) */
  matching: z.boolean({ error: 'matching must be true or false' }),
});

/** A catalogue card as trading lists show it. */
export const tradeCardSchema = z.object({
  card_id: z.number().int(),
  card_number: z.string(),
  player_names: z.string(),
  series_id: z.number().int(),
  series_name: z.string(),
  set_id: z.number().int(),
  set_name: z.string(),
  set_year: z.number().int(),
  color_hex: z.string().nullable(),
  is_rookie: z.boolean(),
  is_autograph: z.boolean(),
  is_relic: z.boolean(),
  card_path: z.string(),
});
export type TradeCard = z.infer<typeof tradeCardSchema>;

/** A copy someone has (a for-trade copy, a trade item): what a trading partner may know of it. */
export const tradeCopySchema = tradeCardSchema.extend({
  user_card_id: z.number().int(),
  grade_label: z.string().nullable(),
  serial_number: z.number().int().nullable(),
  print_run: z.number().int().nullable(),
  aftermarket_autograph: z.boolean(),
});
export type TradeCopy = z.infer<typeof tradeCopySchema>;

export const wantSchema = tradeCardSchema.extend({
  max_grade: z.number().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type Want = z.infer<typeof wantSchema>;

export const collectorSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
});
export type Collector = z.infer<typeof collectorSchema>;

export const feedbackCountsSchema = z.object({
  positive: z.number().int(),
  neutral: z.number().int(),
  negative: z.number().int(),
});

/** Each side's total of card values; null until the values feature gives one (too few sales). */
export const sideValueSchema = z.number().nullable();

export const tradeMatchSchema = z.object({
  collector: collectorSchema,
  /** distinct cards they offer that I want */
  they_offer_count: z.number().int(),
  /** distinct cards I offer that they want */
  i_offer_count: z.number().int(),
  mutual: z.boolean(),
  they_offer_cards: z.array(tradeCardSchema),
  i_offer_cards: z.array(tradeCardSchema),
  they_offer_value: sideValueSchema,
  i_offer_value: sideValueSchema,
  feedback: feedbackCountsSchema,
});
export type TradeMatch = z.infer<typeof tradeMatchSchema>;

export const tradeItemSchema = tradeCopySchema.extend({
  giver_id: z.number().int(),
  /** the entry the copy became in the receiver's collection, once the trade completed */
  received_user_card_id: z.number().int().nullable(),
});
export type TradeItem = z.infer<typeof tradeItemSchema>;

export const tradeTransitionSchema = z.object({
  action: z.enum(TRADE_ACTIONS),
  actor: z.string().nullable(),
  status: z.enum(TRADE_STATUSES),
  created_at: z.string(),
});

export const tradeSideSchema = z.object({
  collector: collectorSchema,
  items: z.array(tradeItemSchema),
  value: sideValueSchema,
  shipped_at: z.string().nullable(),
  received_at: z.string().nullable(),
  feedback: z
    .object({ rating: z.enum(FEEDBACK_RATINGS), comment: z.string().nullable(), created_at: z.string() })
    .nullable(),
});

export const tradeSummarySchema = z.object({
  trade_id: z.number().int(),
  status: z.enum(TRADE_STATUSES),
  partner: collectorSchema,
  i_am_proposer: z.boolean(),
  my_turn: z.boolean(),
  give_count: z.number().int(),
  get_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TradeSummary = z.infer<typeof tradeSummarySchema>;

export const tradeDetailSchema = z.object({
  trade_id: z.number().int(),
  status: z.enum(TRADE_STATUSES),
  /** who must answer an open trade (accept, decline or counter) */
  awaiting_user_id: z.number().int().nullable(),
  closed_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
  proposer: tradeSideSchema,
  recipient: tradeSideSchema,
  history: z.array(tradeTransitionSchema),
  /** what the caller may do now */
  actions: z.array(
    z.enum(['accept', 'decline', 'counter', 'withdraw', 'cancel', 'ship', 'receive', 'feedback']),
  ),
});
export type TradeDetail = z.infer<typeof tradeDetailSchema>;
export type TradeUserAction = TradeDetail['actions'][number];

export const tradeMessageSchema = z.object({
  message_id: z.number().int(),
  text: z.string(),
  created_at: z.string(),
  author: collectorSchema,
});
