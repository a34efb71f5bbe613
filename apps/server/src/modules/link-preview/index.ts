export { pagePreview, signedInHint, type PagePreview } from './link-preview.service';
export { renderIndexHtml } from './index-html';
export { readBuildManifest, routePreloads, withPreloads } from './route-preloads';
export { allowInlineStyles, inlineStylesOf } from './inline-styles';
