/** The back office's user accounts: list, create, edit, password reset (admin and superadmin). */
export { adminUsersRoutes } from './admin-users.routes';
export { createAdminUsersService, type AdminUsersService } from './admin-users.service';
