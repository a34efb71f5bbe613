export * from './achievement-rules';
export * from './achievements.contracts';
