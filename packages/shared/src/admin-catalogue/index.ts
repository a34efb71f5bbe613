export * from './catalogue-admin';
