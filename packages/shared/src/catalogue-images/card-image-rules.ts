/** Catalogue pictures from collectors' photos (issue 45): sizes, formats, messages and alt text, zod-free (the pages' code uses them). */

export const CARD_IMAGE_SIDES = ['front', 'back'] as const;
export type CardImageSide = (typeof CARD_IMAGE_SIDES)[number];

export const CARD_IMAGE_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'withdrawn',
  'removed',
  'replaced',
] as const;
export type CardImageStatus = (typeof CARD_IMAGE_STATUSES)[number];

/**
 * The published sizes (width in px; height follows the picture) and the formats of each. Full size is not made
 * in AVIF: at 1400 px it costs seconds per picture to encode, and only the zoomed card page asks for it.
 */
export const CARD_IMAGE_SIZES = {
  thumb: { width: 240, formats: ['avif', 'webp', 'jpg'] },
  medium: { width: 640, formats: ['avif', 'webp', 'jpg'] },
  full: { width: 1400, formats: ['webp', 'jpg'] },
} as const;
export type CardImageSize = keyof typeof CARD_IMAGE_SIZES;
export type CardImageFormat = 'avif' | 'webp' | 'jpg';

/** The terms a collector agrees to once; a new version asks again. */
export const CARD_IMAGE_TERMS_VERSION = 1;

export const CARD_IMAGE_LIMITS = {
  reasonMax: 500,
  /** card ids one images call may name (a series page shows up to a few hundred cards) */
  cardIdsMax: 500,
  queuePageSize: 20,
} as const;

export const CARD_IMAGE_MESSAGES = {
  suggested: 'Thank you! Your picture will appear once a moderator has checked it.',
  consentRequired: 'Please agree to the terms for catalogue pictures first',
  photoNotFound: 'Photo not found',
  duplicate: 'This picture is already in the catalogue or waiting for review',
  notFound: 'Suggestion not found',
  notPending: 'This suggestion has already been decided',
  notPublished: 'This picture is not published',
  hasImage: 'This card already has a picture of this side; choose Replace to swap it',
  approved: 'Picture approved',
  replaced: 'Picture approved; it replaces the card’s previous picture',
  rejected: 'Suggestion rejected',
  withdrawn: 'Your picture was withdrawn',
  removed: 'Picture removed',
  reasonRequired: 'Give the collector a reason',
  badCrop: 'The crop must lie inside the picture',
  unreadable: 'The picture could not be read',
} as const;

/** The address of one published file: its content hash names it, so it can be cached for a year. */
export function cardImageFileUrl(hash: string, size: CardImageSize, format: CardImageFormat): string {
  return `/api/card-images/files/${hash}-${size}.${format}`;
}

/** The height of a published size, from the full picture's proportions. */
export function cardImageHeight(image: { width: number; height: number }, size: CardImageSize): number {
  const width = Math.min(CARD_IMAGE_SIZES[size].width, image.width);
  return Math.round((image.height * width) / image.width);
}

/** The fields a picture's alt text is built from. */
export interface CardImageAltSource {
  set_year: number;
  set_name: string;
  series_name: string;
  card_number: string;
  player_names: string;
}

/** "Front of 2024 Topps Base #27 Aaron Judge": the alt text of a catalogue picture. */
export function cardImageAlt(card: CardImageAltSource, side: CardImageSide): string {
  const name = [
    `${card.set_year} ${card.set_name}`,
    card.series_name,
    `#${card.card_number}`,
    card.player_names,
  ]
    .filter((part) => part.trim() !== '')
    .join(' ');
  return `${side === 'front' ? 'Front' : 'Back'} of ${name}`;
}

/**
 * A picture's srcset in one format: each published width once (a picture narrower than a size's width is stored at
 * its own width in each size). The app's <picture> and the server's first screen write the same list, so the
 * browser picks the same file in both.
 */
export function cardImageSrcset(image: { hash: string; width: number }, format: CardImageFormat): string {
  const seen = new Set<number>();
  const entries: string[] = [];
  for (const size of Object.keys(CARD_IMAGE_SIZES) as CardImageSize[]) {
    if (!(CARD_IMAGE_SIZES[size].formats as readonly string[]).includes(format)) continue;
    const width = Math.min(CARD_IMAGE_SIZES[size].width, image.width);
    if (seen.has(width)) continue;
    seen.add(width);
    entries.push(`${cardImageFileUrl(image.hash, size, format)} ${width}w`);
  }
  return entries.join(', ');
}

/** How wide a series grid's picture shows (its sizes attribute): the app's grid and the server's first screen. */
export const CARD_IMAGE_GRID_SIZES = '(max-width: 480px) 30vw, 140px';
