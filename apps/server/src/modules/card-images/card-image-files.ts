import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { CARD_IMAGE_SIZES, type CardImageFormat, type CardImageSize } from '@cardbinder/shared';

/** ~40 megapixels, as for uploaded photos: a suggestion is a stored photo, but the check costs nothing */
const MAX_INPUT_PIXELS = 40_000_000;

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Where a suggested file waits for its decision: named by its hash, so one picture is one file. */
export const sourceKey = (hash: string, extension: 'jpg' | 'png' | 'webp') =>
  `card-image-sources/${hash}.${extension}`;

/** Where a published size lives; the public address names the same file (cardImageFileUrl). */
export const publishedKey = (hash: string, size: CardImageSize, format: CardImageFormat) =>
  `card-images/${hash}-${size}.${format}`;

/** Every file of a published picture. */
export function publishedKeys(hash: string): string[] {
  return Object.entries(CARD_IMAGE_SIZES).flatMap(([size, { formats }]) =>
    formats.map((format) => publishedKey(hash, size as CardImageSize, format)),
  );
}

export interface Edit {
  rotate: 0 | 90 | 180 | 270;
  crop: { left: number; top: number; width: number; height: number } | null;
}

export interface PublishedFiles {
  hash: string;
  width: number;
  height: number;
  files: { key: string; data: Buffer }[];
}

const ENCODERS: Record<CardImageFormat, (image: Sharp, size: CardImageSize) => Sharp> = {
  // effort 2: a tenth of the default's time for a file a few percent larger (docs/benchmarks.md)
  avif: (image, size) => image.avif({ quality: size === 'thumb' ? 50 : 55, effort: 2 }),
  webp: (image, size) => image.webp({ quality: size === 'thumb' ? 70 : 78 }),
  jpg: (image, size) => image.jpeg({ quality: size === 'thumb' ? 72 : 80, mozjpeg: true, progressive: true }),
};

/** Thrown for a crop that does not lie inside the (rotated) picture. */
export class CropOutsideError extends Error {}

/** The picture's size after the moderator's rotation (the stored photo is already upright: EXIF applied on upload). */
export async function editedSize(source: Buffer, edit: Edit) {
  const metadata = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const turned = edit.rotate === 90 || edit.rotate === 270;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  if (!width || !height) throw new Error('unreadable picture');
  if (!edit.crop) return { width, height };
  const { left, top, width: cropWidth, height: cropHeight } = edit.crop;
  if (left + cropWidth > width || top + cropHeight > height) throw new CropOutsideError();
  return { width: cropWidth, height: cropHeight };
}

/** One published size in each of its formats (`width`: the edited picture's width). */
export async function encodeSize(source: Buffer, edit: Edit, size: CardImageSize, width: number) {
  let picture = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();
  if (edit.rotate) picture = picture.rotate(edit.rotate);
  if (edit.crop) picture = picture.extract(edit.crop);
  const resized = await picture
    .resize({ width: Math.min(CARD_IMAGE_SIZES[size].width, width), withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const input = () =>
    sharp(resized.data, {
      raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels },
    });
  const files: { size: CardImageSize; format: CardImageFormat; data: Buffer }[] = [];
  for (const format of CARD_IMAGE_SIZES[size].formats) {
    files.push({ size, format, data: await ENCODERS[format](input(), size).toBuffer() });
  }
  return files;
}

/**
 * Decodes the suggested file, applies the moderator's rotation and crop, and encodes every published size and
 * format (nothing of the original file's bytes survives). Each size is its own pipeline from the source, so an
 * uncropped JPEG decodes at a fraction of its size for the small ones (shrink-on-load). The hash of the full
 * JPEG names every file.
 */
export async function publishCardImage(source: Buffer, edit: Edit): Promise<PublishedFiles> {
  const { width, height } = await editedSize(source, edit);
  const encoded: { size: CardImageSize; format: CardImageFormat; data: Buffer }[] = [];
  for (const size of Object.keys(CARD_IMAGE_SIZES) as CardImageSize[]) {
    encoded.push(...(await encodeSize(source, edit, size, width)));
  }
  const fullWidth = Math.min(CARD_IMAGE_SIZES.full.width, width);
  const full = encoded.find((file) => file.size === 'full' && file.format === 'jpg')!;
  const hash = sha256(full.data);
  return {
    hash,
    width: fullWidth,
    height: Math.round((height * fullWidth) / width),
    files: encoded.map((file) => ({ key: publishedKey(hash, file.size, file.format), data: file.data })),
  };
}
