/** What other modules may use of the system module. */
export { systemRoutes } from './system.routes';
export { createStatusService } from './status.service';
