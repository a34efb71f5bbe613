import type { CardImageDecision } from '@/events';

/** The notice a contributor gets about a decision on their catalogue picture; null for their own withdrawal. */
export function cardImageNotice(decision: CardImageDecision): [title: string, message: string] | null {
  const picture = `your ${decision.side} picture of ${decision.cardLabel}`;
  switch (decision.decision) {
    case 'approved':
      return [
        'Your picture is in the catalogue',
        `Thank you: ${picture} is now the card's catalogue picture.`,
      ];
    case 'rejected':
      return [
        'Your picture was not accepted',
        `A moderator declined ${picture}: ${decision.reason ?? ''}`.trim(),
      ];
    case 'replaced':
      return [
        'Your catalogue picture was replaced',
        `A moderator replaced ${picture} with another collector's.`,
      ];
    case 'removed':
      return ['Your catalogue picture was removed', `A moderator removed ${picture} from the catalogue.`];
    default:
      return null;
  }
}
