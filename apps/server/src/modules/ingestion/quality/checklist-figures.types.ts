/** Counts of one workbook; the shares are computed over the sums of many. */
export interface ChecklistFigures {
  sections: number;
  sectionsExact: number;
  /** sections whose block lists another number of distinct cards than its "N cards" line declares */
  sectionsSelfContradicting: number;
  masterCards: number;
  masterCardsRight: number;
  parallelLines: number;
  parallelsAttached: number;
  cardsWithoutPlayer: number;
  junkTeams: string[];
  /** the sections not found with their declared count: 'title: declared N, read M' (M: the series of that title) */
  sectionMisses: string[];
}
