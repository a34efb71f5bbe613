/** What other modules may use of the comments module. */
export { commentsRoutes } from './comments.routes';
export { createCommentsService } from './comments.service';
// the comments table is this module's: moderation and the back office ask it to delete
export { deleteCardThreads, deleteComment as removeComment, deleteSeriesThreads } from './comments.queries';
export {
  listPrivateThread,
  postPrivateMessage,
  readPrivateMessage,
  type PrivateMessage,
  type PrivateSubject,
} from './private-threads';
