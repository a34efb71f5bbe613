/** MLB clubs, current and historical, with their real colours; aliases are other names checklists use. */
export interface TeamReference {
  name: string;
  city: string;
  mascot: string;
  abbreviation: string;
  primaryColor: string;
  secondaryColor: string;
  aliases?: string[];
}

const team = (
  city: string,
  mascot: string,
  abbreviation: string,
  primaryColor: string,
  secondaryColor: string,
  aliases: string[] = [],
): TeamReference => ({
  name: `${city} ${mascot}`,
  city,
  mascot,
  abbreviation,
  primaryColor,
  secondaryColor,
  aliases,
});

const CURRENT_CLUBS: TeamReference[] = [
  team('Arizona', 'Diamondbacks', 'ARI', '#A71930', '#E3D4AD', ['D-backs', 'Dbacks']),
  team('Atlanta', 'Braves', 'ATL', '#13274F', '#CE1141'),
  team('Baltimore', 'Orioles', 'BAL', '#DF4601', '#000000'),
  team('Boston', 'Red Sox', 'BOS', '#BD3039', '#0C2340'),
  team('Chicago', 'Cubs', 'CHC', '#0E3386', '#CC3433'),
  team('Chicago', 'White Sox', 'CWS', '#27251F', '#C4CED4', ['CHW']),
  team('Cincinnati', 'Reds', 'CIN', '#C6011F', '#000000', ['Cincinnati Redlegs']),
  team('Cleveland', 'Guardians', 'CLE', '#00385D', '#E50022'),
  team('Colorado', 'Rockies', 'COL', '#333366', '#C4CED4'),
  team('Detroit', 'Tigers', 'DET', '#0C2340', '#FA4616'),
  team('Houston', 'Astros', 'HOU', '#002D62', '#EB6E1F'),
  team('Kansas City', 'Royals', 'KC', '#004687', '#BD9B60', ['KCR']),
  team('Los Angeles', 'Angels', 'LAA', '#BA0021', '#003263', ['Los Angeles Angels of Anaheim', 'LA Angels']),
  team('Los Angeles', 'Dodgers', 'LAD', '#005A9C', '#EF3E42', ['LA Dodgers']),
  team('Miami', 'Marlins', 'MIA', '#00A3E0', '#EF3340'),
  team('Milwaukee', 'Brewers', 'MIL', '#12284B', '#FFC52F'),
  team('Minnesota', 'Twins', 'MIN', '#002B5C', '#D31145'),
  team('New York', 'Mets', 'NYM', '#002D72', '#FF5910'),
  team('New York', 'Yankees', 'NYY', '#0C2340', '#C4CED3'),
  team('Oakland', 'Athletics', 'OAK', '#003831', '#EFB21E', [
    "Oakland A's",
    "A's",
    'Athletics',
    'Sacramento Athletics',
  ]),
  team('Philadelphia', 'Phillies', 'PHI', '#E81828', '#002D72'),
  team('Pittsburgh', 'Pirates', 'PIT', '#27251F', '#FDB827'),
  team('San Diego', 'Padres', 'SD', '#2F241D', '#FFC425', ['SDP']),
  team('San Francisco', 'Giants', 'SF', '#FD5A1E', '#27251F', ['SFG']),
  team('Seattle', 'Mariners', 'SEA', '#0C2C56', '#005C5C'),
  team('St. Louis', 'Cardinals', 'STL', '#C41E3A', '#0C2340', [
    'St Louis Cardinals',
    'Saint Louis Cardinals',
  ]),
  team('Tampa Bay', 'Rays', 'TB', '#092C5C', '#8FBCE6', ['TBR']),
  team('Texas', 'Rangers', 'TEX', '#003278', '#C0111F'),
  team('Toronto', 'Blue Jays', 'TOR', '#134A8E', '#E8291C'),
  team('Washington', 'Nationals', 'WSH', '#AB0003', '#14225A', ['WAS']),
];

/** Former names and clubs that vintage checklists use. */
const FORMER_CLUBS: TeamReference[] = [
  team('Cleveland', 'Indians', 'CLI', '#0C2340', '#E31937'),
  team('Montreal', 'Expos', 'MON', '#003087', '#E4002B'),
  team('California', 'Angels', 'CAL', '#003263', '#BA0021'),
  team('Anaheim', 'Angels', 'ANA', '#BA0021', '#003263'),
  team('Florida', 'Marlins', 'FLA', '#00A3E0', '#F9423A'),
  team('Tampa Bay', 'Devil Rays', 'TBD', '#00285D', '#9ECEEB'),
  team('Houston', 'Colt .45s', 'HCF', '#002D62', '#EB6E1F', ['Houston Colt 45s']),
  team('Brooklyn', 'Dodgers', 'BRO', '#005A9C', '#FFFFFF'),
  team('New York', 'Giants', 'NYG', '#FD5A1E', '#000000'),
  team('Boston', 'Braves', 'BSN', '#13274F', '#CE1141'),
  team('Milwaukee', 'Braves', 'MLN', '#13274F', '#CE1141'),
  team('Philadelphia', 'Athletics', 'PHA', '#003831', '#EFB21E'),
  team('Kansas City', 'Athletics', 'KCA', '#003831', '#EFB21E'),
  team('St. Louis', 'Browns', 'SLB', '#4F2A13', '#F47A20'),
  team('Washington', 'Senators', 'WSA', '#14225A', '#AB0003'),
  team('Seattle', 'Pilots', 'SEP', '#0C2C56', '#FFC425'),
];

export const MLB_TEAMS: TeamReference[] = [...CURRENT_CLUBS, ...FORMER_CLUBS];

/**
 * A club printed by its city alone (unlicensed cards, retired players: "Cleveland", "San Diego"), for a city of
 * one current club; "New York" or "Chicago" name two and stay unresolved. City → the club's full name.
 */
export const MLB_CITY_CLUBS: ReadonlyMap<string, string> = new Map(
  CURRENT_CLUBS.filter((club) => CURRENT_CLUBS.filter((other) => other.city === club.city).length === 1).map(
    (club) => [club.city, club.name],
  ),
);

export const ORGANIZATIONS = [
  { name: 'Major League Baseball', abbreviation: 'MLB' },
  { name: 'Minor League Baseball', abbreviation: 'MiLB' },
  { name: 'National Collegiate Athletic Association', abbreviation: 'NCAA' },
  { name: 'World Baseball Classic', abbreviation: 'WBC' },
  { name: 'National Hockey League', abbreviation: 'NHL' },
  { name: 'National Basketball Association', abbreviation: 'NBA' },
  { name: 'National Football League', abbreviation: 'NFL' },
  { name: 'Professional Tennis', abbreviation: 'TENNIS' },
];

export const MANUFACTURERS = [
  'Topps',
  'Bowman',
  'Donruss',
  'Fleer',
  'Upper Deck',
  'Panini',
  'Score',
  'Leaf',
  'O-Pee-Chee',
  'Playoff',
  'Pacific',
];

/** What fans call a club; search only (the parser must not read "Cards" or "Jays" in a checklist as a team). */
export const TEAM_FAN_NAMES: Record<string, string[]> = {
  'Boston Red Sox': ['BoSox'],
  'Chicago White Sox': ['ChiSox', 'Pale Hose'],
  'Chicago Cubs': ['Cubbies'],
  'New York Yankees': ['Bronx Bombers', 'Yanks'],
  'New York Mets': ['Amazins'],
  'Los Angeles Angels': ['Halos'],
  'Pittsburgh Pirates': ['Bucs'],
  'St. Louis Cardinals': ['Cards', 'Redbirds'],
  'Washington Nationals': ['Nats'],
  'Toronto Blue Jays': ['Jays'],
  'San Diego Padres': ['Friars'],
  'Milwaukee Brewers': ['Brew Crew'],
  'Philadelphia Phillies': ['Phils', 'Fightin Phils', 'Philly'],
  'Houston Astros': ['Stros'],
  'Baltimore Orioles': ["O's", 'Birds'],
  'Cleveland Indians': ['Tribe'],
  'Oakland Athletics': ["A's"],
};
