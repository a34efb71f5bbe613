/** Clubs of the other leagues the shared checklists cover, "City|Mascot|ABBR" (colours left to admins). */
const NHL = `Anaheim|Ducks|ANA;Boston|Bruins|BOS;Buffalo|Sabres|BUF;Calgary|Flames|CGY;Carolina|Hurricanes|CAR;Chicago|Blackhawks|CHI;Colorado|Avalanche|COL;Columbus|Blue Jackets|CBJ;Dallas|Stars|DAL;Detroit|Red Wings|DET;Edmonton|Oilers|EDM;Florida|Panthers|FLA;Los Angeles|Kings|LAK;Minnesota|Wild|MIN;Montreal|Canadiens|MTL;Nashville|Predators|NSH;New Jersey|Devils|NJD;New York|Islanders|NYI;New York|Rangers|NYR;Ottawa|Senators|OTT;Philadelphia|Flyers|PHI;Pittsburgh|Penguins|PIT;San Jose|Sharks|SJS;Seattle|Kraken|SEA;St. Louis|Blues|STL;Tampa Bay|Lightning|TBL;Toronto|Maple Leafs|TOR;Utah|Hockey Club|UTA;Vancouver|Canucks|VAN;Vegas|Golden Knights|VGK;Washington|Capitals|WSH;Winnipeg|Jets|WPG;Arizona|Coyotes|ARI;Quebec|Nordiques|QUE;Hartford|Whalers|HFD;Minnesota|North Stars|MNS;Atlanta|Thrashers|ATL`;
const NBA = `Atlanta|Hawks|ATL;Boston|Celtics|BOS;Brooklyn|Nets|BKN;Charlotte|Hornets|CHA;Chicago|Bulls|CHI;Cleveland|Cavaliers|CLE;Dallas|Mavericks|DAL;Denver|Nuggets|DEN;Detroit|Pistons|DET;Golden State|Warriors|GSW;Houston|Rockets|HOU;Indiana|Pacers|IND;Los Angeles|Clippers|LAC;Los Angeles|Lakers|LAL;Memphis|Grizzlies|MEM;Miami|Heat|MIA;Milwaukee|Bucks|MIL;Minnesota|Timberwolves|MIN;New Orleans|Pelicans|NOP;New York|Knicks|NYK;Oklahoma City|Thunder|OKC;Orlando|Magic|ORL;Philadelphia|76ers|PHI;Phoenix|Suns|PHX;Portland|Trail Blazers|POR;Sacramento|Kings|SAC;San Antonio|Spurs|SAS;Toronto|Raptors|TOR;Utah|Jazz|UTA;Washington|Wizards|WAS;Seattle|SuperSonics|SEA;New Jersey|Nets|NJN;Vancouver|Grizzlies|VAN`;
const NFL = `Arizona|Cardinals|ARI;Atlanta|Falcons|ATL;Baltimore|Ravens|BAL;Buffalo|Bills|BUF;Carolina|Panthers|CAR;Chicago|Bears|CHI;Cincinnati|Bengals|CIN;Cleveland|Browns|CLE;Dallas|Cowboys|DAL;Denver|Broncos|DEN;Detroit|Lions|DET;Green Bay|Packers|GB;Houston|Texans|HOU;Indianapolis|Colts|IND;Jacksonville|Jaguars|JAX;Kansas City|Chiefs|KC;Las Vegas|Raiders|LV;Los Angeles|Chargers|LAC;Los Angeles|Rams|LAR;Miami|Dolphins|MIA;Minnesota|Vikings|MIN;New England|Patriots|NE;New Orleans|Saints|NO;New York|Giants|NYG;New York|Jets|NYJ;Philadelphia|Eagles|PHI;Pittsburgh|Steelers|PIT;San Francisco|49ers|SF;Seattle|Seahawks|SEA;Tampa Bay|Buccaneers|TB;Tennessee|Titans|TEN;Washington|Commanders|WAS;Oakland|Raiders|OAK;San Diego|Chargers|SD;St. Louis|Rams|STL;Washington|Redskins|WSH`;

export interface LeagueTeam {
  name: string;
  city: string;
  mascot: string;
  abbreviation: string;
}

const parse = (list: string): LeagueTeam[] =>
  list.split(';').map((entry) => {
    const [city, mascot, abbreviation] = entry.split('|') as [string, string, string];
    return { name: `${city} ${mascot}`, city, mascot, abbreviation };
  });

/** Reference clubs by organisation abbreviation (MLB's, with colours, live in mlb-teams.ts). */
export const LEAGUE_TEAMS: Record<string, LeagueTeam[]> = {
  NHL: parse(NHL),
  NBA: parse(NBA),
  NFL: parse(NFL),
};
