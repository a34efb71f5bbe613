export { Comments, type CommentsProps } from './components/comments';
export { RecentActivity, type RecentActivityProps } from './components/recent-activity';
