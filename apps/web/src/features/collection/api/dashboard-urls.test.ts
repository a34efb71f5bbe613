import { describe, expect, it } from 'vitest';
import {
  authProfileContract,
  collectionCardsContract,
  collectionStatsContract,
  collectionTeamsContract,
  listLocationsContract,
} from '@cardbinder/shared';
import { PROFILE_URL } from '@/features/auth';
import { dashboardUrls } from './dashboard-urls';

describe('early request addresses', () => {
  it('are the contracts’ paths (the entry chunk keeps them as strings so it does not load zod)', () => {
    expect(dashboardUrls.locations).toBe(listLocationsContract.path);
    expect(dashboardUrls.stats).toBe(collectionStatsContract.path);
    expect(dashboardUrls.teams).toBe(collectionTeamsContract.path);
    expect(dashboardUrls.cards('a=1')).toBe(`${collectionCardsContract.path}?a=1`);
    expect(PROFILE_URL).toBe(authProfileContract.path);
  });
});
