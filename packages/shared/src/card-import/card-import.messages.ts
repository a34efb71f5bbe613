/** The wizard's limits and words, apart from the contracts so a screen naming them does not load zod. */
/** Doc 3 §9 and §5. */
export const CARD_IMPORT = {
  candidates: 5,
  pollMs: 1000,
  maxPolls: 120,
  redirectMs: 1500,
  maxFileBytes: 10 * 1024 * 1024,
  /** JSON bodies of match-cards, preview-sql and create-cards */
  maxJsonBytes: 20 * 1024 * 1024,
  maxCards: 5000,
  columns: ['Card Number', 'Player Name(s)', 'Team Name(s)', 'RC Indicator', 'Notes'],
} as const;

export const CARD_IMPORT_MESSAGES = {
  accessDenied: 'Access Denied - Admin privileges required to access this page.',
  xlsxOnly: 'Please select an XLSX file',
  noFile: 'Please select an XLSX file',
  tooLarge: `The file is larger than ${CARD_IMPORT.maxFileBytes / 1024 / 1024} MB`,
  noHeader: `The first sheet needs a header row with the columns ${CARD_IMPORT.columns.join(', ')}`,
  noCards: 'The file lists no cards',
  cardsMissing: 'Send the cards read from the file (a list)',
  tooManyCards: `A file may list at most ${CARD_IMPORT.maxCards} cards`,
  noOrganization: 'Organization ID not available - cannot create team',
  seriesNotFound: 'Series not found',
  jobNotFound: 'Matching job not found',
  notReady: (cardNumbers: string[]) =>
    `Cards still need work (choose a player and a matched team for every name): ${cardNumbers.slice(0, 10).join(', ')}`,
  uploadFailed: 'Failed to upload file',
  matchFailed: 'Failed to match cards with database',
  previewFailed: 'Failed to generate SQL preview',
  importFailed: 'Failed to import cards',
  copyFailed: 'Failed to copy SQL to clipboard',
  createPlayerFailed: 'Failed to create player',
  createTeamFailed: 'Failed to create team',
  createPlayerTeamFailed: 'Failed to create player-team combination',
  cardNotFound: 'Error: Card not found for player creation',
  imported: (n: number) => `Successfully imported ${n} cards!`,
  nothingNew: 'Nothing to import: every card in this file is already in the series',
  copied: 'SQL copied to clipboard!',
  playerCreated: (name: string) => `Created player ${name}`,
  teamCreated: (name: string) => `Created new team: ${name}`,
  playerTeamsCreated: (n: number) => `Auto-created ${n} player-team combinations`,
} as const;
