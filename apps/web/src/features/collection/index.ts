/** What other features may import from this one; anything else in the folder is internal (lint enforces it). */
// kept small: the catalogue's card table imports it, and every module named here joins that chunk
export { AddCardModal, type AddCardModalProps, type AddCardTarget } from './components/add-card-modal';
