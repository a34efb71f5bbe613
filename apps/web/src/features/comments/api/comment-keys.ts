import type { CommentItemType } from '@cardbinder/shared';

/** Every comment query lives under ['comments', …]: a post on a card also refreshes the set's activity. */
export const commentKeys = {
  all: ['comments'] as const,
  list: (itemType: CommentItemType, itemId: number) => ['comments', 'list', itemType, itemId] as const,
  activity: (scope: ActivityScope, id: number) => ['comments', 'activity', scope, id] as const,
};

export type ActivityScope = 'set' | 'series';
