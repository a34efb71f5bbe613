export * from './catalogue-admin';
export * from './admin-catalogue.contracts';
