export * from './auth';
export * from './auth.contracts';
