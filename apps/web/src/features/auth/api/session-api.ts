import {
  authProfileRoute,
  logoutRoute,
  type authProfileContract,
  type logoutContract,
  type User,
} from '@cardbinder/shared';
import { callRoute } from '@/lib/api-client';
import { takeEarlyResponse } from '@/lib/early-responses';
import { PROFILE_URL } from './start-profile-request';

/** The session calls every page makes; by route, so the app shell does not load the auth schemas. */
export const sessionApi = {
  /** The stored session's profile: the entry chunk's early answer when it asked with this token. */
  profile: async (token?: string) => {
    const early = (await takeEarlyResponse(PROFILE_URL)) as { user?: User } | undefined;
    if (early?.user && token !== undefined) return early.user;
    return (await callRoute<typeof authProfileContract>(authProfileRoute, {}, { token })).user;
  },
  logout: (token: string) => callRoute<typeof logoutContract>(logoutRoute, {}, { token }),
};
