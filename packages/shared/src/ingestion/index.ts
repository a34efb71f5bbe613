export * from './ingestion';
