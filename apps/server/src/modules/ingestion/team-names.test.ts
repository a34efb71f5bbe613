import { describe, expect, it } from 'vitest';
import { nameKey } from '@/modules/catalogue';
import { editDistance, isNeverATeam, organizationForNewTeam, splitTeamCell } from './team-names';

describe('team names', () => {
  it('refuses flag words, occupations, leagues and card designs, keeps clubs', () => {
    for (const text of [
      'AUTOGRAPH RELIC',
      'CARDS',
      'Musician',
      'Major League Baseball',
      'NHL',
      '1963 Topps Rookie Stars',
      '1974 Topps',
    ])
      expect(isNeverATeam(text)).toBe(true);
    for (const text of [
      'Chicago Blackhawks',
      'Durham Bulls',
      'Vanderbilt University',
      'Angels',
      '1st Armored Division',
    ])
      expect(isNeverATeam(text)).toBe(false);
  });

  it('splits slash-joined cells', () => {
    expect(splitTeamCell('New York Yankees /St. Louis Cardinals')).toEqual([
      'New York Yankees',
      'St. Louis Cardinals',
    ]);
    expect(splitTeamCell('Dodgers / White Sox')).toEqual(['Dodgers', 'White Sox']);
  });

  it('measures typos with swapped letters as one edit', () => {
    expect(editDistance(nameKey('San Francsico Giants'), nameKey('San Francisco Giants'))).toBe(1);
    expect(editDistance(nameKey('Cincinatti Reds'), nameKey('Cincinnati Reds'))).toBe(2);
    expect(editDistance(nameKey('New York Rangers'), nameKey('Texas Rangers'))).toBeGreaterThan(2);
  });

  it('files a new club under the organisation its name points to', () => {
    expect(organizationForNewTeam('Vanderbilt University', 'MLB')).toBe('NCAA');
    expect(organizationForNewTeam('Team USA', 'MLB')).toBe('WBC');
    expect(organizationForNewTeam('FCL Pirates', 'MLB')).toBe('MiLB');
    expect(organizationForNewTeam('Rockford IceHogs', 'NHL')).toBe('NHL');
  });
});
