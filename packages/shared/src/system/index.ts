export * from './system';
