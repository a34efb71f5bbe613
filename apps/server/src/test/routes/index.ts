import { ACHIEVEMENT_ROUTES } from './achievement-routes';
import { ADMIN_ROUTES } from './admin-routes';
import { CARD_IMAGE_FILE_ROUTES, CARD_IMAGE_ROUTES } from './card-image-routes';
import { CATALOGUE_ADMIN_ROUTES } from './catalogue-admin-routes';
import { COLLECTION_IMPORT_ROUTES } from './collection-import-routes';
import { DATA_ROUTES } from './data-routes';
import { IMPORT_ROUTES } from './import-routes';
import { MARKETPLACE_ROUTES } from './marketplace-routes';
import { MEMBER_ROUTES } from './member-routes';
import { NOTIFICATION_ROUTES, PROFILE_ROUTES } from './profile-routes';
import { PUBLIC_ROUTES, UNDOCUMENTED_ROUTES as PUBLIC_UNDOCUMENTED_ROUTES } from './public-routes';
import type { RouteTable } from './route-table';
import { TRADING_ROUTES } from './trading-routes';
import { VALUES_ROUTES } from './values-routes';

export type { Access, CallContext, RouteEntry, RouteTable } from './route-table';
export * from './world';
export const UNDOCUMENTED_ROUTES: RouteTable = { ...PUBLIC_UNDOCUMENTED_ROUTES, ...CARD_IMAGE_FILE_ROUTES };

/** Every documented route: who may call it and a valid call (keys as in the OpenAPI document). */
export const DOCUMENTED_ROUTES: RouteTable = {
  ...PUBLIC_ROUTES,
  ...MEMBER_ROUTES,
  ...NOTIFICATION_ROUTES,
  ...PROFILE_ROUTES,
  ...ADMIN_ROUTES,
  ...ACHIEVEMENT_ROUTES,
  ...CATALOGUE_ADMIN_ROUTES,
  ...IMPORT_ROUTES,
  ...MARKETPLACE_ROUTES,
  ...TRADING_ROUTES,
  ...CARD_IMAGE_ROUTES,
  ...VALUES_ROUTES,
  ...DATA_ROUTES,
  ...COLLECTION_IMPORT_ROUTES,
};
