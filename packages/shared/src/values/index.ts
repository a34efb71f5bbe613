export * from './values';
export * from './values.contracts';
export * from './totals';
export * from './finish.contracts';
export * from './missing-csv';
export * from './history.contracts';
export * from './breakdown.contracts';
export * from './values.routes';
