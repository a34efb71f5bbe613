export * from './trading';
export * from './wants.contracts';
export * from './trades.contracts';
export * from './trading.routes';
