import { PHOTOS } from '../rules/constants';
import { INPUT_MESSAGES } from '../api/input-rules';
import { countLabel } from '../rules/plural';

/** Favorite cards: five slots shown on the profile; the star (is_special) marks a card that holds one. */
export const FAVORITE_SLOTS = 5;

/** Sentences the collection calls answer with (spec 2 §5 where the spec words them). */
export const COLLECTION_MESSAGES = {
  locationRequired: 'Location name is required',
  locationEmpty: 'Location name cannot be empty',
  locationTooLong: 'Location name must be at most 100 characters',
  locationExists: 'You already have a location with that name',
  locationNotFound: 'Location not found',
  reassignRequired: 'Please select a location to reassign cards to',
  reassignSame: 'Cannot reassign cards to the same location',
  seriesLocationRequired: 'Please select a location for the cards of this series',
  cardNotFound: 'Card not found',
  userCardNotFound: 'Card not found in your collection',
  seriesNotFound: 'Series not found',
  photoNotFound: 'Photo not found',
  agencyNotFound: 'Unknown grading agency',
  codeTaken: 'Another card in your collection already uses that code',
  codeInvalid: 'Code must be 1 to 12 letters, digits or dashes',
  serialNoPrintRun: 'Serial number is only allowed for cards with a print run',
  serialRange: (printRun: number) => `Serial number must be a whole number from 1 to ${printRun}`,
  price: (label: string) => `${label} must be an amount of 0 or more with at most 2 decimals`,
  grade: 'Grade must be a number from 0 to 100 with at most 1 decimal, such as 10 or 9.5',
  notesTooLong: 'Notes must be at most 2000 characters',
  gradeIdTooLong: 'Grade ID must be at most 50 characters',
  nothingToUpdate: 'Nothing to update',
  tooManyCards: 'At most 10000 cards can be added at once',
  noCards: 'Select at least one card to add',
  tooManyPhotos: (existing: number) =>
    `Maximum ${PHOTOS.maxPerCard} photos allowed per card. You have ${countLabel(existing, 'photo')} already.`,
  photoType: (file: string) => `${file}: Only JPEG, PNG, and WebP images are allowed`,
  photoSize: (file: string) => `${file}: File size must be less than 5MB`,
  noPhotos: 'Choose at least one photo to upload',
  photoOrder: 'photoOrders must list photos of this card, each once, with sort orders from 1',
  invalidId: INPUT_MESSAGES.invalidId,
  favoritesFull: `You can have at most ${FAVORITE_SLOTS} favorite cards. Remove one from your favorites first.`,
} as const;

/** Random codes: 4 characters from upper-case letters and digits without the ambiguous 0 O 1 I L. */
export const RANDOM_CODE = { length: 4, alphabet: 'ABCDEFGHJKMNPQRSTUVWXYZ23456789' } as const;
export const BULK_ADD_MAX = 10000;
export const SERIES_BULK_NOTE = (seriesName: string) => `Added via series bulk action: ${seriesName}`;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
