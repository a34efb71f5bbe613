import { describe, expect, it } from 'vitest';
import { playerSlug, setSlugify, slugify } from './slug';

describe('slugify (teams, players)', () => {
  it.each([
    ['New York Yankees', 'new-york-yankees'],
    ['  St. Louis  Cardinals ', 'st-louis-cardinals'],
    ['Athletics -- Oakland', 'athletics-oakland'],
    ['José Ramírez', 'jose-ramirez'],
    ["Ryan O'Hearn", 'ryan-ohearn'],
  ])('%s → %s', (input, expected) => expect(slugify(input)).toBe(expected));

  it('joins first and last name for a player', () => {
    expect(playerSlug('Ken', 'Griffey Jr.')).toBe('ken-griffey-jr');
    expect(playerSlug('Ichiro', '')).toBe('ichiro');
  });
});

describe('setSlugify (sets, series)', () => {
  it.each([
    ['Topps Update', 'topps-update'],
    ["Collector's Choice", 'collectors-choice'],
    ['Gold Refractors /50', 'gold-refractors-50'],
    ['Bowman Chrome: Prospects & Autos', 'bowman-chrome-prospects-autos'],
    ['Muñoz Parallel', 'munoz-parallel'],
  ])('%s → %s', (input, expected) => expect(setSlugify(input)).toBe(expected));
});
