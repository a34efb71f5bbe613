/** What other features may import from this one; anything else in the folder is internal (lint enforces it). */
// kept small: the catalogue's card table loads it when a collector adds a card, with every module named here
export { AddCardModal, type AddCardModalProps, type AddCardTarget } from './components/add-card-modal';
export { ImageEditor, type ImageEdit, type ImageEditorProps } from './components/image-editor';
export { FULL_CROP, type Crop } from './lib/image-edit';
