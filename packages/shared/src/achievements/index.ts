export * from './achievement-rules';
export * from './achievements.contracts';
export * from './admin-achievements.contracts';
export * from './query-checks';
