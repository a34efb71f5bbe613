/** URLs of the public catalogue: slugs only, never database ids (spec §2 route table). */
const part = encodeURIComponent;

export const playerPath = (playerSlug: string, teamSlug?: string) =>
  teamSlug ? `/players/${part(playerSlug)}/${part(teamSlug)}` : `/players/${part(playerSlug)}`;
export const teamPath = (teamSlug: string) => `/teams/${part(teamSlug)}`;
export const yearPath = (year: number) => `/sets/${year}`;
// the rule file alone: catalogue links are drawn on pages that do not load the package index (and its zod)
export { seriesPath, setPath } from '@cardbinder/shared/rules/card-path';
export const shortSeriesPath = (seriesSlug: string) => `/series/${part(seriesSlug)}`;

export const adminSearchPath = (screen: 'players' | 'teams' | 'sets' | 'series', name: string) =>
  `/admin/${screen}?search=${part(name)}`;

/** Teams without an abbreviation show their initials in the circle. */
export function teamAbbreviation(team: { abbreviation: string | null; name: string }): string {
  if (team.abbreviation) return team.abbreviation;
  const initials = team.name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('');
  return initials.slice(0, 3).toUpperCase() || '?';
}
