export * from './dashboard';
export * from './moderation';
