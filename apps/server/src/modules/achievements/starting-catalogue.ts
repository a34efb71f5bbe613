import type { AchievementMetric, AchievementTier, RequirementType } from '@cardbinder/shared';

export interface CatalogueCategory {
  name: string;
  icon: string;
}

export interface CatalogueAchievement {
  category: string;
  name: string;
  description: string;
  tier: AchievementTier;
  points: number;
  type: Exclude<RequirementType, 'custom'>;
  metric: AchievementMetric;
  value: number;
  secret?: boolean;
  repeatable?: { cooldownDays: number };
}

export const STARTING_CATEGORIES: CatalogueCategory[] = [
  { name: 'Collection Milestones', icon: 'layers' },
  { name: 'Rookies', icon: 'star' },
  { name: 'Autographs & Relics', icon: 'pen-tool' },
  { name: 'Graded Cards', icon: 'award' },
  { name: 'Photos', icon: 'camera' },
  { name: 'Catalogue Contributions', icon: 'image' },
  { name: 'Players & Teams', icon: 'users' },
  { name: 'Sets & Series', icon: 'book-open' },
  { name: 'Collection Value', icon: 'dollar-sign' },
  { name: 'Community', icon: 'message-circle' },
  { name: 'Dedication', icon: 'flame' },
  { name: 'Marketplace', icon: 'shopping-cart' },
  { name: 'Profile & Organisation', icon: 'user' },
];

type Row = [string, string, AchievementTier, number, CatalogueAchievement['type'], AchievementMetric, number];

const rows = (category: string, list: Row[]): CatalogueAchievement[] =>
  list.map(([name, description, tier, points, type, metric, value]) => ({
    category,
    name,
    description,
    tier,
    points,
    type,
    metric,
    value,
  }));

/** Photos of one's own cards that moderators published as the catalogue's pictures (migration 0034 adds them). */
export const CATALOGUE_CONTRIBUTIONS: CatalogueAchievement[] = rows('Catalogue Contributions', [
  [
    'First Picture',
    'Have a photo of yours published as a catalogue picture',
    'common',
    10,
    'count',
    'catalogue_pictures',
    1,
  ],
  ['Illustrator', 'Have 10 catalogue pictures published', 'uncommon', 25, 'count', 'catalogue_pictures', 10],
  ['Photographer', 'Have 50 catalogue pictures published', 'rare', 50, 'count', 'catalogue_pictures', 50],
  [
    'Picture Editor',
    'Have 250 catalogue pictures published',
    'epic',
    100,
    'count',
    'catalogue_pictures',
    250,
  ],
]);

/** Our starting catalogue: milestones a collector meets in the ordinary course of collecting. */
export const STARTING_ACHIEVEMENTS: CatalogueAchievement[] = [
  ...rows('Collection Milestones', [
    ['First Card', 'Add your first card to your collection', 'common', 5, 'count', 'cards', 1],
    ['Starter Stack', 'Collect 10 cards', 'common', 10, 'count', 'cards', 10],
    ['Shoebox', 'Collect 50 cards', 'uncommon', 15, 'count', 'cards', 50],
    ['Binder Builder', 'Collect 100 cards', 'uncommon', 25, 'count', 'cards', 100],
    ['Collector', 'Collect 500 cards', 'rare', 40, 'count', 'cards', 500],
    ['Serious Collector', 'Collect 1,000 cards', 'epic', 75, 'count', 'cards', 1000],
    ['Card Vault', 'Collect 5,000 cards', 'legendary', 200, 'count', 'cards', 5000],
    ['Card Museum', 'Collect 10,000 cards', 'mythic', 500, 'count', 'cards', 10000],
    ['Numbered', 'Own a serial-numbered card', 'common', 10, 'count', 'numbered', 1],
    ['Limited Edition', 'Own 25 serial-numbered cards', 'rare', 35, 'count', 'numbered', 25],
    ['Short Printer', 'Own 100 serial-numbered cards', 'epic', 90, 'count', 'numbered', 100],
    ['One of One', 'Own a one-of-one card', 'legendary', 250, 'count', 'one_of_ones', 1],
    ['Unicorn Herd', 'Own five one-of-one cards', 'mythic', 750, 'count', 'one_of_ones', 5],
  ]),
  ...rows('Rookies', [
    ['Rookie Card', 'Add your first rookie card', 'common', 5, 'count', 'rookies', 1],
    ['Rookie Class', 'Own 10 rookie cards', 'common', 10, 'count', 'rookies', 10],
    ['Prospect Scout', 'Own 50 rookie cards', 'uncommon', 20, 'count', 'rookies', 50],
    ['Rookie Hunter', 'Own 250 rookie cards', 'rare', 45, 'count', 'rookies', 250],
    ['Rookie Vault', 'Own 1,000 rookie cards', 'epic', 100, 'count', 'rookies', 1000],
    ['Hall of Rookies', 'Own 2,500 rookie cards', 'legendary', 180, 'count', 'rookies', 2500],
  ]),
  ...rows('Autographs & Relics', [
    ['Signed', 'Own your first autographed card', 'common', 10, 'count', 'autographs', 1],
    ['Ink Collector', 'Own 10 autographed cards', 'uncommon', 20, 'count', 'autographs', 10],
    ['Autograph Album', 'Own 50 autographed cards', 'rare', 50, 'count', 'autographs', 50],
    ['Hall of Signatures', 'Own 250 autographed cards', 'legendary', 200, 'count', 'autographs', 250],
    ['Game Used', 'Own your first relic card', 'common', 10, 'count', 'relics', 1],
    ['Swatch Stack', 'Own 10 relic cards', 'uncommon', 20, 'count', 'relics', 10],
    ['Relic Room', 'Own 50 relic cards', 'rare', 45, 'count', 'relics', 50],
    ['Equipment Manager', 'Own 250 relic cards', 'epic', 85, 'count', 'relics', 250],
  ]),
  ...rows('Graded Cards', [
    ['Slabbed', 'Add your first graded card', 'common', 10, 'count', 'graded', 1],
    ['Graded Ten', 'Own 10 graded cards', 'uncommon', 20, 'count', 'graded', 10],
    ['Slab Stack', 'Own 50 graded cards', 'rare', 40, 'count', 'graded', 50],
    ['Registry Set', 'Own 250 graded cards', 'epic', 90, 'count', 'graded', 250],
    ['Gem Mint', 'Own a card graded 10', 'uncommon', 25, 'count', 'gem_mint', 1],
    ['Perfect Ten Club', 'Own 10 cards graded 10', 'rare', 50, 'count', 'gem_mint', 10],
    ['Flawless', 'Own 50 cards graded 10', 'legendary', 220, 'count', 'gem_mint', 50],
  ]),
  ...rows('Photos', [
    ['Say Cheese', 'Upload your first card photo', 'common', 5, 'count', 'photos', 1],
    ['Photo Album', 'Upload 25 card photos', 'uncommon', 15, 'count', 'photos', 25],
    ['Gallery', 'Upload 100 card photos', 'rare', 35, 'count', 'photos', 100],
    ['Archivist', 'Upload 500 card photos', 'epic', 80, 'count', 'photos', 500],
    ['Museum Curator', 'Upload 2,000 card photos', 'legendary', 160, 'count', 'photos', 2000],
  ]),
  ...CATALOGUE_CONTRIBUTIONS,
  ...rows('Players & Teams', [
    ['Fan', 'Collect cards of 10 different players', 'common', 5, 'unique', 'players', 10],
    ['Scout', 'Collect cards of 50 different players', 'uncommon', 15, 'unique', 'players', 50],
    ['General Manager', 'Collect cards of 250 different players', 'rare', 40, 'unique', 'players', 250],
    ['League Historian', 'Collect cards of 1,000 different players', 'epic', 95, 'unique', 'players', 1000],
    ['Encyclopedia', 'Collect cards of 5,000 different players', 'mythic', 600, 'unique', 'players', 5000],
    ['Home Team', 'Collect cards from 5 different teams', 'common', 5, 'unique', 'teams', 5],
    ['Division Rival', 'Collect cards from 15 different teams', 'uncommon', 20, 'unique', 'teams', 15],
    ['Around the League', 'Collect cards from 30 different teams', 'rare', 50, 'unique', 'teams', 30],
    ['Franchise Tour', 'Collect cards from 60 different teams', 'epic', 80, 'unique', 'teams', 60],
  ]),
  ...rows('Sets & Series', [
    ['Set Sampler', 'Own cards from 5 different sets', 'common', 5, 'unique', 'sets', 5],
    ['Set Explorer', 'Own cards from 25 different sets', 'uncommon', 20, 'unique', 'sets', 25],
    ['Set Traveller', 'Own cards from 100 different sets', 'rare', 45, 'unique', 'sets', 100],
    ['Parallel Universe', 'Own cards from 50 different series', 'uncommon', 25, 'unique', 'series', 50],
    ['Series Scholar', 'Own cards from 250 different series', 'epic', 75, 'unique', 'series', 250],
    ['Halfway There', 'Own half of any series', 'uncommon', 15, 'percentage', 'best_series_percentage', 50],
    [
      'Almost Complete',
      'Own 90 percent of any series',
      'rare',
      30,
      'percentage',
      'best_series_percentage',
      90,
    ],
    ['Series Complete', 'Complete a series', 'rare', 50, 'count', 'completed_series', 1],
    ['Completionist', 'Complete 5 series', 'epic', 100, 'count', 'completed_series', 5],
    ['Master Collector', 'Complete 25 series', 'legendary', 250, 'count', 'completed_series', 25],
    ['Master of Sets', 'Complete 100 series', 'mythic', 1000, 'count', 'completed_series', 100],
  ]),
  ...rows('Collection Value', [
    [
      'Pocket Change',
      'Reach an estimated collection value of $100',
      'common',
      10,
      'value',
      'collection_value',
      100,
    ],
    [
      'Investor',
      'Reach an estimated collection value of $1,000',
      'uncommon',
      20,
      'value',
      'collection_value',
      1000,
    ],
    [
      'Portfolio',
      'Reach an estimated collection value of $10,000',
      'rare',
      50,
      'value',
      'collection_value',
      10000,
    ],
    [
      'High Roller',
      'Reach an estimated collection value of $50,000',
      'epic',
      100,
      'value',
      'collection_value',
      50000,
    ],
    [
      'Blue Chip',
      'Reach an estimated collection value of $250,000',
      'legendary',
      250,
      'value',
      'collection_value',
      250000,
    ],
    [
      'Fort Knox',
      'Reach an estimated collection value of $1,000,000',
      'mythic',
      1000,
      'value',
      'collection_value',
      1000000,
    ],
  ]),
  ...rows('Community', [
    ['First Words', 'Post your first comment', 'common', 5, 'count', 'comments', 1],
    ['Conversationalist', 'Post 10 comments', 'uncommon', 15, 'count', 'comments', 10],
    ['Town Crier', 'Post 50 comments', 'rare', 35, 'count', 'comments', 50],
    ['Card Critic', 'Post 250 comments', 'epic', 80, 'count', 'comments', 250],
    ['Voice of the Hobby', 'Post 1,000 comments', 'legendary', 200, 'count', 'comments', 1000],
  ]),
  ...rows('Dedication', [
    ['Back Again', 'Be active on 2 days in a row', 'common', 5, 'streak', 'active_streak', 2],
    ['Weekly Ritual', 'Be active on 7 days in a row', 'uncommon', 20, 'streak', 'active_streak', 7],
    ['Fortnight', 'Be active on 14 days in a row', 'rare', 35, 'streak', 'active_streak', 14],
    ['Monthly Devotion', 'Be active on 30 days in a row', 'epic', 90, 'streak', 'active_streak', 30],
    ['Season Ticket', 'Be active on 100 days in a row', 'legendary', 250, 'streak', 'active_streak', 100],
    ['Year-Round', 'Be active on 365 days in a row', 'mythic', 800, 'streak', 'active_streak', 365],
    ['Regular', 'Be active on 30 different days', 'uncommon', 15, 'count', 'active_days', 30],
    ['Veteran', 'Be active on 200 different days', 'rare', 45, 'count', 'active_days', 200],
  ]),
  ...rows('Marketplace', [
    ['Connected', 'Connect a marketplace account', 'common', 10, 'boolean', 'marketplace_linked', 1],
    [
      'First Purchase',
      'Add a card from a marketplace purchase',
      'common',
      10,
      'count',
      'marketplace_cards',
      1,
    ],
    ['Buyer', 'Add 25 cards from marketplace purchases', 'uncommon', 20, 'count', 'marketplace_cards', 25],
    [
      'Big Spender',
      'Add 100 cards from marketplace purchases',
      'rare',
      40,
      'count',
      'marketplace_cards',
      100,
    ],
    [
      'Market Maker',
      'Add 500 cards from marketplace purchases',
      'epic',
      85,
      'count',
      'marketplace_cards',
      500,
    ],
  ]),
  ...rows('Profile & Organisation', [
    ['Picture Perfect', 'Upload a profile picture', 'common', 5, 'boolean', 'has_avatar', 1],
    ['About Me', 'Write a bio on your profile', 'common', 5, 'boolean', 'has_bio', 1],
    ['Top Five', 'Fill all five favorite card slots', 'uncommon', 15, 'count', 'favorites', 5],
    ['Organised', 'Create 3 storage locations', 'common', 10, 'count', 'locations', 3],
    ['Warehouse', 'Create 10 storage locations', 'uncommon', 20, 'count', 'locations', 10],
  ]),
  {
    category: 'Dedication',
    name: 'Busy Week',
    description: 'Add 25 cards within 7 days (can be earned again every 7 days)',
    tier: 'uncommon',
    points: 15,
    type: 'count',
    metric: 'cards_last_7_days',
    value: 25,
    repeatable: { cooldownDays: 7 },
  },
  {
    category: 'Community',
    name: 'Chatty Week',
    description: 'Post 10 comments within 7 days (can be earned again every 7 days)',
    tier: 'common',
    points: 10,
    type: 'count',
    metric: 'comments_last_7_days',
    value: 10,
    repeatable: { cooldownDays: 7 },
  },
  {
    category: 'Collection Milestones',
    name: 'Binge',
    description: 'Add 500 cards within 7 days',
    tier: 'epic',
    points: 75,
    type: 'count',
    metric: 'cards_last_7_days',
    value: 500,
    secret: true,
  },
  {
    category: 'Graded Cards',
    name: 'Grail Hunter',
    description: 'Own 250 cards graded 10',
    tier: 'mythic',
    points: 900,
    type: 'count',
    metric: 'gem_mint',
    value: 250,
    secret: true,
  },
];
