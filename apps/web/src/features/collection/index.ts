/** What other features may import from this one; anything else in the folder is internal (lint enforces it). */
export { AddCardModal, type AddCardModalProps, type AddCardTarget } from './components/add-card-modal';
// for the pages (app/)
export { CollectionDashboard } from './components/collection-dashboard';
export { SeriesBulkActions } from './components/series-bulk-actions';
export { LazyAddCardModal, LazyOwnCopiesTable, prefetchDashboard } from './lazy-parts';
export { ImageEditor, type ImageEdit, type ImageEditorProps } from './components/image-editor';
export { FULL_CROP, type Crop } from './lib/image-edit';
