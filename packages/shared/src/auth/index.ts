export * from './auth.messages';
export * from './auth';
export * from './auth.routes';
export * from './auth.contracts';
