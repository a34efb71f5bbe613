/** What other features may import from this one; anything else in the folder is internal (lint enforces it). */
export { Comments, type CommentsProps } from './components/comments';
export { RecentActivity, type RecentActivityProps } from './components/recent-activity';
