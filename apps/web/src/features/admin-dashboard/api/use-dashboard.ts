import { useQuery } from '@tanstack/react-query';
import {
  collectionAnalyticsContract,
  DASHBOARD,
  dashboardContract,
  databaseStatusContract,
  healthContracts,
  recentActivityContract,
  userAnalyticsContract,
  type Dashboard,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { backOfficeKeys } from '@/lib/query-keys';

/** What the screen shows: every block from the one call, or what the fallback calls could bring. */
export type DashboardView = Partial<Omit<Dashboard, 'systemHealth'>> & {
  systemHealth?: Partial<Dashboard['systemHealth']>;
  /** the one call failed and the blocks came from the fallback calls */
  degraded: boolean;
};

const settle = async <T>(promise: Promise<T>): Promise<T | undefined> => {
  try {
    return await promise;
  } catch {
    return undefined;
  }
};

/** Spec 3 §7: when GET /api/admin/dashboard fails, the health, database and analytics calls one by one. */
async function loadFallback(signal: AbortSignal): Promise<DashboardView> {
  const [health, database, users, collections, activity] = await Promise.all([
    settle(callEndpoint(healthContracts[1]!, {}, { signal })),
    settle(callEndpoint(databaseStatusContract, {}, { signal })),
    settle(callEndpoint(userAnalyticsContract, {}, { signal })),
    settle(callEndpoint(collectionAnalyticsContract, {}, { signal })),
    settle(callEndpoint(recentActivityContract, {}, { signal })),
  ]);
  return {
    degraded: true,
    systemHealth: health
      ? {
          status: health.status,
          database: health.database,
          version: health.version,
          uptime_seconds: health.uptime_seconds,
        }
      : undefined,
    databaseStats: database?.counts,
    userMetrics: users,
    collectionMetrics: collections,
    recentActivity: activity?.activity,
  };
}

/** The dashboard, refreshed every 30 s (the system-health interval). */
export function useDashboard() {
  return useQuery({
    queryKey: backOfficeKeys.dashboard,
    queryFn: async ({ signal }): Promise<DashboardView> => {
      try {
        return { ...(await callEndpoint(dashboardContract, {}, { signal })), degraded: false };
      } catch (error) {
        if (signal.aborted) throw error;
        return loadFallback(signal);
      }
    },
    refetchInterval: DASHBOARD.healthRefreshMs,
  });
}
