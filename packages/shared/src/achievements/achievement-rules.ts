/** Spec 2 §9 / spec 3 §9: tiers, their colours and suggested points, requirement types; and the stats we measure. */
export const TIER_ORDER = ['common', 'uncommon', 'rare', 'epic', 'legendary', 'mythic'] as const;
export type AchievementTier = (typeof TIER_ORDER)[number];

export const TIER_LABELS: Record<AchievementTier, string> = {
  common: 'Common',
  uncommon: 'Uncommon',
  rare: 'Rare',
  epic: 'Epic',
  legendary: 'Legendary',
  mythic: 'Mythic',
};

/** grey, green, blue, purple, amber, red (shades dark enough for white text) */
export const TIER_COLORS: Record<AchievementTier, string> = {
  common: '#6b7280',
  uncommon: '#15803d',
  rare: '#1d4ed8',
  epic: '#7e22ce',
  legendary: '#b45309',
  mythic: '#b91c1c',
};

export const TIER_POINTS: Record<AchievementTier, readonly [number, number]> = {
  common: [5, 10],
  uncommon: [15, 25],
  rare: [30, 50],
  epic: [75, 100],
  legendary: [150, 250],
  mythic: [500, 1000],
};

export const REQUIREMENT_TYPE_LIST = [
  'count',
  'unique',
  'value',
  'streak',
  'percentage',
  'boolean',
  'custom',
] as const;
export type RequirementType = (typeof REQUIREMENT_TYPE_LIST)[number];

/**
 * The collector statistics the built-in requirement types measure, all computed in one pass per collector.
 * Each names the requirement types it fits.
 */
export const ACHIEVEMENT_METRICS = {
  cards: { label: 'Cards in the collection', types: ['count'] },
  rookies: { label: 'Rookie cards', types: ['count'] },
  autographs: { label: 'Autographed cards', types: ['count'] },
  relics: { label: 'Relic cards', types: ['count'] },
  graded: { label: 'Graded cards', types: ['count'] },
  gem_mint: { label: 'Cards graded 10', types: ['count'] },
  numbered: { label: 'Serial-numbered cards', types: ['count'] },
  one_of_ones: { label: 'One-of-one cards', types: ['count'] },
  photos: { label: 'Card photos uploaded', types: ['count'] },
  catalogue_pictures: { label: 'Photos published as catalogue pictures', types: ['count'] },
  favorites: { label: 'Favorite cards', types: ['count'] },
  locations: { label: 'Storage locations', types: ['count'] },
  comments: { label: 'Comments posted', types: ['count'] },
  marketplace_cards: { label: 'Cards added from the marketplace', types: ['count'] },
  cards_last_7_days: { label: 'Cards added in the last 7 days', types: ['count'] },
  comments_last_7_days: { label: 'Comments posted in the last 7 days', types: ['count'] },
  players: { label: 'Distinct players', types: ['unique'] },
  teams: { label: 'Distinct teams', types: ['unique'] },
  sets: { label: 'Distinct sets', types: ['unique'] },
  series: { label: 'Distinct series', types: ['unique'] },
  completed_series: { label: 'Series completed', types: ['count', 'unique'] },
  collection_value: { label: 'Collection value (whole USD)', types: ['value'] },
  best_series_percentage: { label: 'Best series completion (percent)', types: ['percentage'] },
  active_streak: { label: 'Longest run of consecutive active days', types: ['streak'] },
  active_days: { label: 'Days active', types: ['count'] },
  has_avatar: { label: 'Has a profile picture', types: ['boolean'] },
  has_bio: { label: 'Has written a bio', types: ['boolean'] },
  marketplace_linked: { label: 'Has connected a marketplace account', types: ['boolean'] },
} as const satisfies Record<string, { label: string; types: readonly RequirementType[] }>;
export type AchievementMetric = keyof typeof ACHIEVEMENT_METRICS;
export const ACHIEVEMENT_METRIC_LIST = Object.keys(ACHIEVEMENT_METRICS) as AchievementMetric[];

/** Progress as a percent of the requirement, capped at 100, two decimals. */
export function progressPercentage(progress: number, requirement: number): number {
  if (requirement <= 0) return progress > 0 ? 100 : 0;
  return Math.min(100, Math.round((progress / requirement) * 10_000) / 100);
}

/** Spec 2 §9: the tier colour at 100 percent, green from 75, amber from 50, blue from 25, grey below. */
export function progressBarColor(percent: number, tier: AchievementTier): string {
  if (percent >= 100) return TIER_COLORS[tier];
  if (percent >= 75) return TIER_COLORS.uncommon;
  if (percent >= 50) return TIER_COLORS.legendary;
  if (percent >= 25) return TIER_COLORS.rare;
  return TIER_COLORS.common;
}

export type AchievementStatusFilter = 'all' | 'completed' | 'in_progress' | 'not_started';
export type AchievementSort = 'progress' | 'points' | 'name';

export interface AchievementCardState {
  name: string;
  points: number;
  progress_percentage: number;
  is_completed: boolean;
}

/** Spec 2 §2.7: by progress means completed first, then percent, then points (each highest first). */
export function compareAchievements<T extends AchievementCardState>(sort: AchievementSort) {
  return (a: T, b: T): number => {
    if (sort === 'name') return a.name.localeCompare(b.name);
    if (sort === 'points') return b.points - a.points || a.name.localeCompare(b.name);
    return (
      Number(b.is_completed) - Number(a.is_completed) ||
      b.progress_percentage - a.progress_percentage ||
      b.points - a.points ||
      a.name.localeCompare(b.name)
    );
  };
}

export function statusOf(state: { is_completed: boolean; progress_percentage: number }) {
  if (state.is_completed) return 'completed' as const;
  return state.progress_percentage > 0 ? ('in_progress' as const) : ('not_started' as const);
}
