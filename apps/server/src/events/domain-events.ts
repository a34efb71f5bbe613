import type { AchievementTier, TradeAction } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import { enqueueJob } from '@/jobs/job-queue';

/** Which catalogue rows a change touched; every list is optional. Subscribers widen it with affectedRows. */
export interface CatalogueScope {
  setIds?: number[];
  seriesIds?: number[];
  playerIds?: number[];
  teamIds?: number[];
  cardIds?: number[];
  /** only cards and their player-team pairs changed: the listed rows changed in what they count */
  cardsOnly?: boolean;
}

/** An achievement a collector has just completed, as the notice about it names it. */
export interface UnlockedAchievement {
  achievementId: number;
  name: string;
  tier: AchievementTier;
  points: number;
  description: string;
}

/** A step of a trade, as the notices about it tell it: who took it and whom to tell. */
export interface TradeStep {
  tradeId: number;
  action: TradeAction;
  /** null for a step the app took (a trade closed because its card went elsewhere) */
  actorId: number | null;
  notifyUserIds: number[];
  /** the start of a message, or why a trade closed */
  text?: string;
}

/** A comment as the notices about it quote it. */
export interface CommentQuote {
  authorId: number;
  type: 'card' | 'series' | 'set' | 'trade';
  itemId: number;
  text: string;
}

/** A decision on a collector's catalogue picture, as the notice about it tells it. */
export interface CardImageDecision {
  /** the contributor */
  userId: number;
  cardImageId: number;
  cardId: number;
  cardLabel: string;
  side: 'front' | 'back';
  decision: 'approved' | 'rejected' | 'removed' | 'replaced' | 'withdrawn';
  reason: string | null;
}

/**
 * Every domain event and its payload. One event per user action, never one per row. A new event is one line
 * here and one in DOMAIN_EVENTS below; its subscribers register in their own module (docs/architecture.md).
 */
export interface DomainEvents {
  'catalogue.cardsChanged': CatalogueScope;
  'collection.cardsAdded': { userId: number; userCardIds: number[] };
  /** `cardIds`: the removed entries' cards (they cannot be read once the entries are gone) */
  'collection.cardsRemoved': { userId: number; userCardIds: number[]; cardIds?: number[] };
  'collection.cardsEdited': { userId: number; userCardIds: number[] };
  'photos.added': { userId: number; userCardId: number };
  'photos.removed': { userId: number; userCardId: number };
  'comments.posted': { commentId: number; userId: number };
  /** a comment deleted by its author or a moderator: the quote is what its notices said */
  'comments.removed': { commentId: number; comment: CommentQuote };
  /** `newBrowser`: this browser (its user agent) never signed in to the account before */
  'auth.signedIn': { userId: number; newBrowser?: boolean; userAgent?: string | null };
  'profiles.passwordChanged': { userId: number };
  'achievements.unlocked': { userId: number; achievements: UnlockedAchievement[] };
  'marketplace.synced': { userId: number; cardsAdded: number; cardsSuggested: number };
  'trading.tradeUpdated': TradeStep;
  'cardImages.decided': CardImageDecision;
  /** 'Download my data' finished: the zip can be downloaded */
  'account.exportReady': { userId: number; exportId: string };
  /** an account was deleted by its holder (its rows went with it, by cascade); the username for the records that copied it */
  'account.deleted': { userId: number; username: string };
}

export type DomainEventName = keyof DomainEvents;
export type DomainEvent = { [K in DomainEventName]: { name: K; data: DomainEvents[K] } }[DomainEventName];

/** Every event with what it means: the list the event map in docs/architecture.md is checked against. */
export const DOMAIN_EVENTS = {
  'catalogue.cardsChanged':
    'catalogue rows (sets, series, cards, players, teams) were added, edited or removed',
  'collection.cardsAdded': "cards were added to a collector's collection",
  'collection.cardsRemoved': "entries left a collector's collection",
  'collection.cardsEdited': 'a collector edited entries (condition, grade, location, …)',
  'photos.added': 'a photo was added to an entry',
  'photos.removed': 'a photo was removed from an entry',
  'comments.posted': 'a comment was posted on a card, series or set',
  'comments.removed': 'a comment was deleted by its author or a moderator',
  'auth.signedIn': 'a collector signed in',
  'profiles.passwordChanged': 'a collector changed their password',
  'achievements.unlocked': 'an evaluation completed achievements for a collector',
  'marketplace.synced': 'a background eBay sync added or suggested cards',
  'trading.tradeUpdated': 'a trade was proposed, answered, shipped, received, completed, closed or messaged',
  'cardImages.decided':
    "a collector's catalogue picture was approved, rejected, replaced, removed or withdrawn",
  'account.exportReady': "a collector's 'Download my data' zip is ready",
  'account.deleted': 'a collector deleted their account',
} as const satisfies Record<DomainEventName, string>;

/** Events are rows of the job table (an outbox): written in the transaction that causes them. */
export const DOMAIN_EVENT_JOB = 'domain-event';

/**
 * Records the event inside the caller's transaction; returns the outbox row's id. The worker delivers it;
 * a request that wants its effects before it answers uses EventWriter.write instead.
 */
export async function recordEvent<K extends DomainEventName>(
  tx: Executor,
  name: K,
  data: DomainEvents[K],
): Promise<number> {
  // ahead of spreadsheets and imports: search documents and counts should follow a write within a moment
  const job = await enqueueJob(tx, { type: DOMAIN_EVENT_JOB, payload: { name, data }, priority: 10 });
  return job.job_id;
}

export type RecordEvent = <K extends DomainEventName>(name: K, data: DomainEvents[K]) => Promise<void>;

/** What a writing service gets: a transaction with `record` for its events, delivered as soon as it commits. */
export interface EventWriter {
  /**
   * Runs a write in one transaction with `record` for its events, then delivers them at once in this process
   * (callers answer with what the subscribers keep current). A crash after the commit loses nothing: the rows
   * stay queued and the worker delivers them.
   */
  write<T>(db: Executor, work: (tx: Executor, record: RecordEvent) => Promise<T>): Promise<T>;
}
