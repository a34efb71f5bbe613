export * from './catalogue-images';
export * from './catalogue-images.contracts';
