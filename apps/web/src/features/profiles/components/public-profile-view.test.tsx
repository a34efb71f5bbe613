// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicProfileResponse } from '@cardbinder/shared';
import { jsonFetch, renderAt } from '@/test/render';
import { PublicProfileView } from './public-profile-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (overrides: Partial<PublicProfileResponse> = {}): PublicProfileResponse => ({
  success: true,
  profile: {
    user_id: 3,
    username: 'mookie50',
    display_name: 'Mookie Betts',
    avatar_url: null,
    bio: 'Red Sox cards',
    location: 'Boston',
    website: 'https://mookie.example/cards',
    joined_date: '2024-03-15T00:00:00.000Z',
    is_own_profile: false,
    is_public_profile: true,
  },
  stats: {
    total_cards: 1200,
    catalogue_pictures: 3,
    unique_cards: 900,
    estimated_value: 4321.4,
    rookie_cards: 40,
    autograph_cards: 3,
    relic_cards: 2,
    unique_sets: 12,
    achievements: 0,
  },
  recent_activity: [
    {
      comment_id: 1,
      comment_type: 'series',
      item_name: '1984 Topps · Base',
      comment_text: 'Love this set',
      created_at: new Date().toISOString(),
      link: '/series/base',
    },
  ],
  favorite_cards: [
    {
      favorite_id: 1,
      sort_order: 1,
      user_card_id: 5,
      card_id: 9,
      primary_photo: null,
      card_number: '8',
      player_names: 'Don Mattingly',
      series_name: 'Base',
      series_slug: 'base',
      player_slug: 'don-mattingly',
      set_name: 'Donruss',
      set_year: 1984,
      grade: '9.5',
      grading_agency_abbr: 'BGS',
      team_name: 'Yankees',
      team_primary_color: '#003087',
      serial_number: null,
      print_run: null,
      is_rookie: true,
      is_autograph: false,
      is_relic: false,
      card_path: '/sets/1984/donruss/base/8-don-mattingly',
    },
  ],
  achievements: {
    total_achievements: 0,
    total_points: 0,
    tier_breakdown: { common: 0, uncommon: 0, rare: 0, epic: 0, legendary: 0, mythic: 0 },
    recent_achievements: [],
  },
  ...overrides,
});

function show(status: number, body: unknown) {
  vi.stubGlobal('fetch', jsonFetch({ 'GET /api/profile/user/mookie50': { status, body } }));
  renderAt(<PublicProfileView username="mookie50" />, { path: '/mookie50' });
}

describe('PublicProfileView', () => {
  it('shows the header, a safe website link, the stats, favourites and activity', async () => {
    show(200, answer());
    await screen.findByRole('heading', { name: 'Mookie Betts' }, { timeout: 5000 });
    expect(screen.getByText('@mookie50')).toBeTruthy();
    expect(screen.getByText(/Joined March 2024/)).toBeTruthy();
    const site = screen.getByRole('link', { name: 'mookie.example/cards' });
    expect(site.getAttribute('href')).toBe('https://mookie.example/cards');
    expect(site.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('$4,321')).toBeTruthy();
    expect(screen.getByRole('link', { name: /#8 Don Mattingly/ }).getAttribute('href')).toBe(
      '/sets/1984/donruss/base/8-don-mattingly',
    );
    expect(screen.getByRole('link', { name: '1984 Topps · Base' }).getAttribute('href')).toBe('/series/base');
    expect(screen.getByText('No achievements earned yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).toBeNull();
  });

  it('never links a website that is not http(s), and shows Edit Profile to the owner', async () => {
    const base = answer();
    show(200, {
      ...base,
      profile: { ...base.profile, website: 'javascript:alert(1)', is_own_profile: true },
    });
    await screen.findByRole('link', { name: 'Edit Profile' }, { timeout: 5000 });
    expect(screen.queryByText(/javascript/)).toBeNull();
  });

  it('shows Getting Started for a collector without cards', async () => {
    show(200, answer({ stats: { ...answer().stats, total_cards: 0 }, recent_activity: [] }));
    await screen.findByText('Getting Started', undefined, { timeout: 5000 });
    expect(screen.getByText('Mookie Betts has not added any cards yet.')).toBeTruthy();
  });

  it.each([
    [404, 'User not found'],
    [403, 'This profile is private'],
    [500, 'Failed to load profile'],
  ])('answers %i with "%s" and Back to Home', async (status, text) => {
    show(status, { error: text, message: text });
    await screen.findByRole('heading', { name: text }, { timeout: 5000 });
    expect(screen.getAllByRole('link', { name: 'Back to Home' })[0]!.getAttribute('href')).toBe('/');
  });
});
