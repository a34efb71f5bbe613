export * from './system.routes';
export * from './system';
