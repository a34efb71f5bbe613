/** A checklist in the shape the database writer takes: what the parser and the sample catalogue produce. */
export interface ChecklistImport {
  set: { name: string; year: number; manufacturer?: string | null; organization?: string | null };
  series: SeriesImport[];
}

export interface SeriesImport {
  name: string;
  isBase: boolean;
  /** name of the series (of the same set) this one is a parallel of */
  parentName?: string | null;
  colorName?: string | null;
  colorHex?: string | null;
  printRunDisplay?: string | null;
  minPrintRun?: number | null;
  maxPrintRun?: number | null;
  /** a parallel without its own cards repeats its parent's cards (with its own print run) */
  cards: CardImport[];
}

export interface CardImport {
  cardNumber: string;
  sortOrder?: number | null;
  isRookie?: boolean;
  isAutograph?: boolean;
  isRelic?: boolean;
  printRun?: number | null;
  notes?: string | null;
  players: PlayerImport[];
  /** teams of a card that names no player (team cards, checklists) */
  teamNames?: string[];
}

export interface PlayerImport {
  firstName: string;
  lastName: string;
  nickName?: string | null;
  teamName?: string | null;
}

export interface IngestReport {
  set: { name: string; year: number };
  series: number;
  parallels: number;
  listedCards: number;
  cards: number;
  cardsCreated: number;
  playersCreated: number;
  teamsCreated: number;
  /** teams read from a typo or a mascot alone, created, or refused as not a team */
  teamGuesses: TeamGuess[];
}

/** A team the resolver had to guess (a typo, a mascot alone, a new club) or refused; for the ingestion report. */
export interface TeamGuess {
  printed: string;
  outcome: 'typo' | 'mascot' | 'created' | 'not a team';
  team: string | null;
}
