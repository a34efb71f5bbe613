export * from './catalogue-images';
export * from './catalogue-images.contracts';
export * from './catalogue-images.routes';
export * from './card-image-rules';
