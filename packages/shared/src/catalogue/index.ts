export * from './catalogue-limits';
export * from './catalogue.schemas';
export * from './players.contracts';
export * from './teams.contracts';
export * from './sets.contracts';
export * from './cards.contracts';
export * from './spreadsheets.contracts';
export * from './card-table';
