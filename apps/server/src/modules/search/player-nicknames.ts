/**
 * Nicknames collectors search by that checklists rarely carry, by the player's full name as catalogued.
 * Search only: the player's own nick_name (from the checklists or an admin edit) is what pages show.
 */
export const PLAYER_NICKNAMES: Record<string, string[]> = {
  'Reggie Jackson': ['Mr. October'],
  'Don Mattingly': ['Donnie Baseball', 'Hit Man'],
  'Babe Ruth': ['The Bambino', 'Sultan of Swat'],
  'Mickey Mantle': ['The Mick', 'The Commerce Comet'],
  'Derek Jeter': ['The Captain', 'Mr. November'],
  'David Ortiz': ['Big Papi'],
  'Pete Rose': ['Charlie Hustle'],
  'Nolan Ryan': ['The Ryan Express'],
  'Frank Thomas': ['The Big Hurt'],
  'Ozzie Smith': ['The Wizard of Oz'],
  'Tony Gwynn': ['Mr. Padre'],
  'Cal Ripken Jr.': ['Iron Man'],
  'Ken Griffey Jr.': ['The Kid', 'Junior'],
  'Aaron Judge': ['All Rise'],
};
