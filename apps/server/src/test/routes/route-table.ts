import type { Member, RouteCall, World } from './world';

/** Who may call a route: anyone, any signed-in user, or an admin role and up. */
export type Access = 'public' | 'user' | 'data_admin' | 'admin' | 'superadmin';

export interface CallContext {
  /** the member the call acts for: the caller, or (without a token, or for another user's resource) the victim */
  owner: Member;
  /** the caller; null without a token */
  caller: Member | null;
}

export interface RouteEntry {
  access: Access;
  /** the status of a valid call by someone allowed */
  ok: number;
  /** a valid call acting on things the owner has */
  call(world: World, context: CallContext): Promise<RouteCall> | RouteCall;
  /** the answer when a plain user makes the call on another user's things (the call built for the victim) */
  foreign?: number;
}

/** 'METHOD /path/{param}' as in the OpenAPI document. */
export type RouteTable = Record<string, RouteEntry>;

export const get = (url: string): RouteCall => ({ url });
