import { useEffect } from 'react';
import { RECENT_VISITS_MAX } from '@cardbinder/shared';

export type VisitKind = 'player' | 'team';

export interface RecentVisit {
  id: number;
  slug: string;
  name: string;
  visited_at: string;
}

const STORAGE_KEYS: Record<VisitKind, string> = {
  player: 'recentPlayerVisits',
  team: 'recentTeamVisits',
};

export function readRecentVisits(kind: VisitKind): RecentVisit[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEYS[kind]) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as RecentVisit[]) : [];
  } catch {
    return [];
  }
}

/** Newest first, one entry per id, at most 20 (spec §9). */
export function rememberVisit(kind: VisitKind, visit: Omit<RecentVisit, 'visited_at'>): RecentVisit[] {
  const entry: RecentVisit = { ...visit, visited_at: new Date().toISOString() };
  const next = [entry, ...readRecentVisits(kind).filter((item) => item.id !== visit.id)].slice(
    0,
    RECENT_VISITS_MAX,
  );
  try {
    localStorage.setItem(STORAGE_KEYS[kind], JSON.stringify(next));
  } catch {
    // storage full or disabled: the visit is still counted by the server
  }
  return next;
}

/** Records a visit once per entity: locally, and through the server call passed in. */
export function useRecordVisit(
  kind: VisitKind,
  visit: Omit<RecentVisit, 'visited_at'> | null,
  track: (id: number) => void,
): void {
  const id = visit?.id;
  useEffect(() => {
    if (!visit || id === undefined) return;
    rememberVisit(kind, visit);
    track(id);
    // one visit per entity shown, not per re-render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, id]);
}
