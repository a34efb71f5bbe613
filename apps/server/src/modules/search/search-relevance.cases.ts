import type { SearchResultType } from '@cardbinder/shared';

/**
 * What a collector expects near the top of the universal search, checked against the shipped sample catalogue
 * (apps/server/sample-catalogue). Every expectation was verified in the catalogue's data; none was copied from
 * what the engine happened to return.
 */
export interface CardFacts {
  /** one of the card's players */
  player?: string;
  card_number?: string;
  is_rookie?: true;
  is_autograph?: true;
  is_relic?: true;
  print_run?: number;
}

export interface ExpectedResult {
  type: SearchResultType;
  /** the exact title; left out when any card with the given facts will do */
  title?: string;
  /** the subtitle's beginning, when the title alone is ambiguous ("1984 Topps · Base") */
  subtitle?: string;
  card?: CardFacts;
}

export interface RelevanceCase {
  query: string;
  expected: ExpectedResult;
}

const player = (query: string, title: string): RelevanceCase => ({
  query,
  expected: { type: 'player', title },
});
const team = (query: string, title: string): RelevanceCase => ({ query, expected: { type: 'team', title } });
const set = (query: string, title: string): RelevanceCase => ({ query, expected: { type: 'set', title } });
const series = (query: string, title: string, subtitle?: string): RelevanceCase => ({
  query,
  expected: { type: 'series', title, subtitle },
});
const card = (query: string, title: string, subtitle?: string, facts?: CardFacts): RelevanceCase => ({
  query,
  expected: { type: 'card', title, subtitle, card: facts },
});
/** any card carrying these facts ("gooden rc": one of Gooden's rookie cards, whichever) */
const anyCard = (query: string, facts: CardFacts, subtitle?: string): RelevanceCase => ({
  query,
  expected: { type: 'card', subtitle, card: facts },
});

export const RELEVANCE_CASES: Record<string, RelevanceCase[]> = {
  'player names': [
    player('mike trout', 'Mike Trout'),
    player('shohei ohtani', 'Shohei Ohtani'),
    player('paul skenes', 'Paul Skenes'),
    player('ken griffey jr', 'Ken Griffey Jr.'),
    player('elly de la cruz', 'Elly De La Cruz'),
    player('mattingly', 'Don Mattingly'),
    player('altuve', 'Jose Altuve'),
    player('jeter', 'Derek Jeter'),
    player('griffey', 'Ken Griffey Jr.'),
    player('boggs', 'Wade Boggs'),
    player('ichiro', 'Ichiro'),
  ],
  'word order reversed': [
    player('trout mike', 'Mike Trout'),
    player('soto juan', 'Juan Soto'),
    player('henderson gunnar', 'Gunnar Henderson'),
    player('de la cruz elly', 'Elly De La Cruz'),
  ],
  'accents and apostrophes, both ways': [
    player('acuna', 'Ronald Acuña Jr.'),
    player('acuña', 'Ronald Acuña Jr.'),
    player('ronald acuna jr', 'Ronald Acuña Jr.'),
    player('munoz', 'Andres Muñoz'),
    player('andrés muñoz', 'Andres Muñoz'),
    player('josé altuve', 'Jose Altuve'),
    player('jeremy peña', 'Jeremy Pena'),
    player('báez', 'Javier Baez'),
    player('kebryan hayes', "Ke'Bryan Hayes"),
    player('paul oneill', "Paul O'Neill"),
  ],
  'typos of one or two letters': [
    player('mattinly', 'Don Mattingly'),
    player('gwyn', 'Tony Gwynn'),
    player('ohtanni', 'Shohei Ohtani'),
    player('otani', 'Shohei Ohtani'),
    player('pucket', 'Kirby Puckett'),
    player('clemmens', 'Roger Clemens'),
    player('strawbery', 'Darryl Strawberry'),
    player('sandburg', 'Ryne Sandberg'),
    player('derek jetter', 'Derek Jeter'),
    player('aron judge', 'Aaron Judge'),
    player('ken griffy jr', 'Ken Griffey Jr.'),
    player('juan sotto', 'Juan Soto'),
    player('gunnar hendersen', 'Gunnar Henderson'),
    player('vladimir guerero jr', 'Vladimir Guerrero Jr.'),
    player('skeens', 'Paul Skenes'),
    // two letters swapped, which trigrams barely see
    player('josh tyalor', 'Josh Taylor'),
    player('brett andreson', 'Brett Anderson'),
    player('danny wtason', 'Danny Watson'),
    player('ray knihgt', 'Ray Knight'),
    // a letter dropped, leaving the start of other words ("bran" of Brandon), beside a first name
    player('ryan bran', 'Ryan Braun'),
    player('greg alln', 'Greg Allen'),
  ],
  initials: [player('jd martinez', 'J.D. Martinez'), player('j.d. martinez', 'J.D. Martinez')],
  nicknames: [
    player('catfish hunter', 'Jim Hunter'),
    player('catfish', 'Jim Hunter'),
    player('high pockets', 'George Kelly'),
    player('vladdy', 'Vladimir Guerrero Jr.'),
    player('doc gooden', 'Dwight Gooden'),
    series('big hurt', 'The Big Hurt Autographs', '2025 Topps Series 1'),
  ],
  'teams by name, city, abbreviation and fan name': [
    team('yankees', 'New York Yankees'),
    team('red sox', 'Boston Red Sox'),
    team('expos', 'Montreal Expos'),
    team('twins', 'Minnesota Twins'),
    team('montreal', 'Montreal Expos'),
    team('toronto', 'Toronto Blue Jays'),
    team('tampa', 'Tampa Bay Rays'),
    team('sf giants', 'San Francisco Giants'),
    team('nyy', 'New York Yankees'),
    team('lad', 'Los Angeles Dodgers'),
    team('kc', 'Kansas City Royals'),
    team('sd', 'San Diego Padres'),
    team('d-backs', 'Arizona Diamondbacks'),
    team('bosox', 'Boston Red Sox'),
    team('boston', 'Boston Red Sox'),
    team('chisox', 'Chicago White Sox'),
    team('bronx bombers', 'New York Yankees'),
    team('cubbies', 'Chicago Cubs'),
    team('halos', 'Los Angeles Angels'),
    team('brew crew', 'Milwaukee Brewers'),
  ],
  sets: [
    set('1984 donruss', '1984 Donruss'),
    set('1983 fleer', '1983 Fleer'),
    set('1985 fleer', '1985 Fleer'),
    set('topps chrome 2022', '2022 Topps Chrome'),
    set('panini prizm', '2012 Panini Prizm'),
    set('heritage', '2023 Topps Heritage'),
    set('o-pee-chee', '1984 O-Pee-Chee'),
    set('o pee chee', '1984 O-Pee-Chee'),
    set('topps traded', '1984 Topps Traded'),
    set('fleer update 1984', '1984 Fleer Update'),
    set('bowman chrome 2025', '2025 Bowman Chrome'),
    set('2020 topps update', '2020 Topps Update Series'),
    set('2022 bowman', '2022 Bowman'),
    set('topps chrome update 2021', '2021 Topps Chrome Update Series'),
    set('2025 topps series 1', '2025 Topps Series 1'),
  ],
  'series and inserts by name': [
    series('golden mirror', 'Golden Mirror', '2025 Topps Update'),
    series('1990 topps baseball chrome', '1990 Topps Baseball Chrome'),
    series('rated rookies', 'Rated Rookies', '1984 Donruss'),
    series('diamond kings', 'Diamond Kings', '1984 Donruss'),
    series('heavy lumber', 'Heavy Lumber'),
    series('gold logoman relics', 'Gold Logoman Relics', '2025 Topps Chrome'),
    series('youthquake', 'Youthquake'),
    series('turkey red', 'Turkey Red 2020', '2020 Topps Update Series'),
    series('70 years of topps', '70 Years of Topps Baseball', '2021 Topps Series 1'),
    series('deckle edge minis', '1974 Topps Deckle Edge Minis', '2023 Topps Heritage'),
    series('glossy send-ins', 'Glossy Send-Ins', '1984 Topps'),
    series('dancing dodgers', 'Dancing Dodgers Variations', '2025 Topps Series 1'),
    series('acuna highlights', 'Ronald Acuna Jr. Highlights', '2020 Topps Update Series'),
    series('2020 bowman chrome gold refractors', 'Gold Refractors', '2020 Bowman Chrome'),
    series('prospect autographs 2022 bowman', 'Chrome Prospect Autographs', '2022 Bowman'),
  ],
  'whole insert and parallel names, years and flag words included': [
    series('2022 afl jumbo relics', '2022 AFL Jumbo Relics', '2023 Bowman Chrome'),
    series('world champion autographs', 'World Champion Autographs', '2024 Topps Series 1'),
    series('rookie image variations', 'Rookie Image Variations', '2020 Bowman Chrome'),
    series('1985 topps baseball autographs', '1985 Topps Baseball Autographs', '2020 Topps Update Series'),
    series('2024 first pitch autographs', '2024 First Pitch Autographs', '2025 Topps Series 1'),
    series(
      '2023 topps series 1 city connect manufactured patch cards gold',
      'City Connect Manufactured Patch Cards Gold',
      '2023 Topps Series 1',
    ),
    series(
      '2020 topps update series 20 years of the captain blue',
      '20 Years of the Captain Blue',
      '2020 Topps Update Series',
    ),
  ],
  'card numbers, with and without #': [
    card('#US175', '#US175 Jonathan India', '2025 Topps Update · Base'),
    card('us12', '#US12 Andres Muñoz', '2025 Topps Update · Base'),
    card('us175 india', '#US175 Jonathan India', '2025 Topps Update · Base'),
    anyCard('BCP-152', { card_number: 'BCP-152' }),
    card('busch bcp-152', '#BCP-152 Michael Busch', '2020 Bowman Chrome · Bowman Chrome Prospects'),
    card('2023 bowman chrome bcp-152', '#BCP-152 Oswaldo Osorio', '2023 Bowman Chrome · Chrome Prospects'),
    card('1984 topps #8', '#8 Don Mattingly', '1984 Topps · Base'),
    card('mattingly #8', '#8 Don Mattingly', '1984 Topps · Base'),
    card('42t', '#42T Dwight Gooden', '1984 Topps Traded · Base'),
    card('#T90C-32', '#T90C-32 Paul Skenes', '2025 Topps Series 1 · 1990 Topps Baseball Chrome'),
    card('#ICP-DM', '#ICP-DM Don Mattingly', '2021 Topps Series 1 · Iconic Card Patches'),
    card('1983 fleer 360', '#360 Tony Gwynn', '1983 Fleer · Base'),
    card('1984 donruss 248', '#248 Don Mattingly', '1984 Donruss · Base'),
    card('soto #54', '#54 Juan Soto', '2020 Bowman Chrome · Base'),
    card('2020 bowman chrome #1', '#1 Mike Trout', '2020 Bowman Chrome · Base'),
    card('judge #99', '#99 Aaron Judge', '2025 Topps Chrome'),
    // letters only, without # or with a space: a card number when a card carries it
    card('cs-kp', '#CS-KP Kirby Puckett', '2023 Topps Series 1 · Cut Signatures'),
    card('icp-dm', '#ICP-DM Don Mattingly', '2021 Topps Series 1 · Iconic Card Patches'),
    card(
      'alonso ccar-pa',
      '#CCAR-PA Pete Alonso',
      '2023 Topps Heritage · Clubhouse Collection Autograph Relics',
    ),
    card(
      '2021 topps series 1 rap-mm',
      '#RAP-MM Max Muncy',
      '2021 Topps Series 1 · Topps Reverence Autograph Patch',
    ),
    card('us 175', '#US175 Jonathan India', '2025 Topps Update · Base'),
  ],
  'year, set and player together': [
    card('1984 topps mattingly', '#8 Don Mattingly', '1984 Topps · Base'),
    card('1984 fleer mattingly', '#131 Don Mattingly', '1984 Fleer ·'),
    card('mattingly 1984 donruss', '#248 Don Mattingly', '1984 Donruss · Base'),
    card('1984 o-pee-chee mattingly', '#8 Don Mattingly', '1984 O-Pee-Chee · Base'),
    card('kirby puckett 1985 fleer', '#286 Kirby Puckett', '1985 Fleer · Base'),
    card('kirby pucket 1985 fleer', '#286 Kirby Puckett', '1985 Fleer · Base'),
    card('1985 donruss puckett', '#438 Kirby Puckett', '1985 Donruss · Base'),
    card('tony gwynn 1983 fleer', '#360 Tony Gwynn', '1983 Fleer · Base'),
    card('ripken 1983 fleer', '#70 Cal Ripken', '1983 Fleer · Base'),
    card('ryne sandberg 1983 fleer', '#507 Ryne Sandberg', '1983 Fleer · Base'),
    card('roger clemens 1985 fleer', '#155 Roger Clemens', '1985 Fleer · Base'),
    card('fleer update clemens', '#27 Roger Clemens', '1984 Fleer Update · Base'),
    card('topps traded gooden', '#42T Dwight Gooden', '1984 Topps Traded · Base'),
    card('juan soto 2020 bowman chrome', '#54 Juan Soto', '2020 Bowman Chrome · Base'),
    card('2022 topps chrome julio rodriguez', '#222 Julio Rodriguez', '2022 Topps Chrome · Base'),
    card('skenes bowman chrome prospect', '#BCP-125 Paul Skenes', '2024 Bowman · Bowman Chrome Prospects'),
    anyCard('ohtani #1', { player: 'Shohei Ohtani', card_number: '1' }),
    anyCard('trout #1', { player: 'Mike Trout', card_number: '1' }),
    card('2025 topps chrome #1', '#1 Shohei Ohtani', '2025 Topps Chrome · Base'),
    card('shohei ohtani 2025 topps #1', '#1 Shohei Ohtani', '2025 Topps Series 1 · Base'),
    // the base card before the inserts and parallels of the same set
    card('trout 2012 prizm', '#50 Mike Trout', '2012 Panini Prizm'),
    card('2024 topps chrome acuna', '#250 Ronald Acuña Jr.', '2024 Topps Chrome · Base'),
    // no base series in 2024 Bowman for a prospect: the biggest insert, Bowman Prospects, before the small ones
    card('bowman 2024 skenes', '#BP-125 Paul Skenes', '2024 Bowman · Bowman Prospects'),
  ],
  'rookie, autograph and relic words': [
    anyCard('gooden rc', { player: 'Dwight Gooden', is_rookie: true }),
    anyCard('puckett rc', { player: 'Kirby Puckett', is_rookie: true }),
    card('mattingly rc', '#8 Don Mattingly', '1984 Topps · Base', { is_rookie: true }),
    card('wade boggs rc', '#179 Wade Boggs', '1983 Fleer · Base', { is_rookie: true }),
    card('gwynn rookie', '#360 Tony Gwynn', '1983 Fleer · Base', { is_rookie: true }),
    card('bobby witt jr rookie', '#221 Bobby Witt Jr.', '2022 Topps Chrome · Base', { is_rookie: true }),
    card('julio rodriguez rc', '#222 Julio Rodriguez', '2022 Topps Chrome · Base', { is_rookie: true }),
    anyCard('corbin carroll rc', { player: 'Corbin Carroll', is_rookie: true }),
    anyCard('witt auto', { player: 'Bobby Witt Jr.', is_autograph: true }),
    anyCard('jackson holliday auto', { player: 'Jackson Holliday', is_autograph: true }),
    anyCard('skenes auto', { player: 'Paul Skenes', is_autograph: true }),
    anyCard('elly de la cruz auto', { player: 'Elly De La Cruz', is_autograph: true }),
    anyCard('mattingly relic', { player: 'Don Mattingly', is_relic: true }),
    anyCard('puckett relic', { player: 'Kirby Puckett', is_relic: true }),
    // the checklist does not mark these RC, the series' name says it
    card('harper prizm rookie', '#152 Bryce Harper', '2012 Panini Prizm'),
  ],
  'print runs with words': [
    card('juan soto 2020 bowman chrome green /99', '#54 Juan Soto', '2020 Bowman Chrome · Green Refractors', {
      print_run: 99,
    }),
    anyCard('soto green /99', { player: 'Juan Soto', print_run: 99 }),
    card('witt auto /99', '#STA-BWJ Bobby Witt Jr.', '2020 Bowman Chrome · Stat Track Autographs', {
      is_autograph: true,
      print_run: 99,
    }),
    card(
      'jackson holliday auto /50',
      '#PCS-JH Jackson Holliday',
      '2023 Bowman Chrome · Prime Chrome Signatures',
      {
        print_run: 50,
      },
    ),
    card(
      'mattingly auto /25',
      '#86A-DM Don Mattingly',
      '2021 Topps Series 1 · 1986 Topps Baseball Autographs Red',
      {
        print_run: 25,
      },
    ),
    anyCard('trout prizm /10', { player: 'Mike Trout', print_run: 10 }, '2012 Panini Prizm'),
  ],
  'brand abbreviations and fan names': [
    set('opc', '1984 O-Pee-Chee'),
    card('opc mattingly', '#8 Don Mattingly', '1984 O-Pee-Chee · Base'),
    team('philly', 'Philadelphia Phillies'),
    card('skenes bcp', '#BCP-125 Paul Skenes', '2024 Bowman · Bowman Chrome Prospects'),
  ],
  'nicknames checklists do not carry': [
    player('donnie baseball', 'Don Mattingly'),
    player('mr october', 'Reggie Jackson'),
  ],
  'a known word that is a slip of the name meant': [
    // the sample's basketball set has three exact Holidays; the name carrying every word comes first
    player('jackson holiday', 'Jackson Holliday'),
  ],
  'two-digit years, as collectors write them': [
    set('84 topps', '1984 Topps'),
    set('fleer 85', '1985 Fleer'),
    card('don mattingly 84 topps', '#8 Don Mattingly', '1984 Topps · Base'),
    card('84 donruss mattingly', '#248 Don Mattingly', '1984 Donruss · Base'),
  ],
};

/**
 * Queries a collector would reasonably type whose expected item the engine does NOT yet put in the top 3.
 * Kept out of the passing suite; run them with SEARCH_RELEVANCE_MISSES=1 once the engine is fixed, then move
 * each one that passes into RELEVANCE_CASES.
 */
export const KNOWN_MISSES: RelevanceCase[] = [
  // no 1985 Topps set in the sample: its year reads as a filter, not as part of the insert's name
  series('1985 topps', '1985 Topps Baseball', '2020 Topps Update Series'),
];
