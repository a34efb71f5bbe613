/** What other modules may use of the api-keys module. */
export { apiKeysRoutes } from './api-keys.routes';
export { createApiKeysService, isApiKey, resolveApiKey, type ApiKeysService } from './api-keys.service';
