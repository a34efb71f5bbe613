import { nameKey } from '@/modules/catalogue';

/** Words of a card's kind, print or maker: a cell made of them names no team ("AUTOGRAPH RELIC", "CARDS"). */
const FLAG_WORDS = new Set(
  'autograph autographs auto autos autographed relic relics card cards rookie rookies rc sp ssp parallel parallels insert inserts base refractor refractors patch patches jersey jerseys memorabilia mem variation variations short print checklist subset set sets numbered serial signed signature signatures'.split(
    ' ',
  ),
);
/** Occupations checklists print for the non-athletes of a set ("Musician", "Actor"). */
const OCCUPATIONS =
  /^(musician|singer|rapper|actor|actress|comedian|artist|author|writer|president|first lady|astronaut|wrestler|boxer|golfer|celebrity|entertainer|host|tv host|broadcaster|announcer|journalist|model|influencer|youtuber|streamer|chef|dj|producer|director|filmmaker|politician|businessman|entrepreneur|inventor|scientist|explorer|soldier|athlete|olympian|umpire|owner|mascot|commissioner|retired|legend|legends|hall of fame|hof|free agent|n\/?a|none|tbd|various|multiple|unknown)$/i;
/** Leagues and associations: the body a club plays in, never the club. */
const LEAGUES =
  /^(major league baseball|minor league baseball|national hockey league|national football league|national basketball association|women'?s national basketball association|major league soccer|mlb|milb|nhl|nfl|nba|wnba|mls|ncaa|mlbpa|nhlpa|nflpa|nbpa|american league|national league|atp|wta)$/i;

/** A card design: a year and a card maker ("1963 Topps Rookie Stars", "1974 Topps"), printed where a club would be. */
const CARD_DESIGN =
  /^(18|19|20)\d{2}\s+(topps|bowman|fleer|donruss|upper deck|score|leaf|panini|o-pee-chee|playoff)\b/i;

/** A cell that can never be a team: flag words only, an occupation, a league's name or a card design. */
export function isNeverATeam(text: string): boolean {
  const t = text.trim();
  if (t === '' || !/\p{L}/u.test(t)) return true;
  if (OCCUPATIONS.test(t) || LEAGUES.test(t) || CARD_DESIGN.test(t)) return true;
  const words = nameKey(t).split(' ').filter(Boolean);
  return words.length > 0 && words.every((word) => FLAG_WORDS.has(word));
}

/** Splits a cell naming several clubs ("Dodgers / White Sox", "New York Yankees /St. Louis Cardinals"). */
export function splitTeamCell(text: string): string[] {
  return text
    .split(/\s*\/\s*|\s*;\s*|\s+&\s+(?=\p{Lu})/u)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => /\p{L}/u.test(part));
}

/** Optimal-string-alignment distance (a swapped pair of letters counts once), stopped early above `max`. */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) rows.push([i]);
  for (let j = 1; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** Edits allowed for a typo of a club's name: none for short names, two for long ones. */
export function typoAllowance(key: string): number {
  return key.length >= 12 ? 2 : key.length >= 7 ? 1 : 0;
}

const COLLEGE = /\b(university|college|state|tech|a&m|institute|academy|high school|hs|ncaa)\b|^(u|univ)\b/i;
const NATIONAL =
  /^(team\s+)?(usa|united states|canada|mexico|japan|korea|cuba|dominican republic|puerto rico|venezuela|panama|netherlands|italy|israel|australia|china|chinese taipei|taiwan|colombia|nicaragua|great britain|czech republic|germany|spain|brazil)$|\bnational team\b/i;
const MINORS = /^(fcl|acl|dsl|gcl|azl|vsl)\b|\b(aaa|aa|single-a|high-a|low-a)\b/i;

/**
 * The organisation an unknown club belongs to, from its name and the set's league: a college or a national
 * team in a baseball set is NCAA's or WBC's, a complex-league club MiLB's; anything else the set's own league.
 */
export function organizationForNewTeam(name: string, setOrganization: string | null): string | null {
  if (COLLEGE.test(name)) return 'NCAA';
  if (setOrganization === 'MLB' || setOrganization === 'MiLB') {
    if (NATIONAL.test(name.trim())) return 'WBC';
    if (MINORS.test(name)) return 'MiLB';
  }
  return setOrganization;
}

/** Organisations whose clubs a set of the given league may name (a baseball set: majors, minors, WBC, college). */
export function relatedOrganizations(setOrganization: string | null): (string | null)[] {
  if (setOrganization === 'MLB' || setOrganization === 'MiLB') return ['MLB', 'MiLB', 'WBC', 'NCAA'];
  if (setOrganization === null) return [null];
  return [setOrganization, 'NCAA'];
}
