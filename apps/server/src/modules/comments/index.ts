/** What other modules may use of the comments module. */
export { commentsRoutes } from './comments.routes';
export { createCommentsService } from './comments.service';
