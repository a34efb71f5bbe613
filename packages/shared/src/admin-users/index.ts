export * from './admin-users';
export * from './admin-users.contracts';
