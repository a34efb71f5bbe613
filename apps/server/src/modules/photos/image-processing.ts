import type { Readable } from 'node:stream';
import sharp from 'sharp';

export type ImageType = 'jpeg' | 'png' | 'webp';

export const IMAGE_FORMATS: Record<ImageType, { contentType: string; extension: 'jpg' | 'png' | 'webp' }> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
};

const FULL_EDGE = 2400;
const THUMB_EDGE = 400;
/** ~40 megapixels: refuses decompression bombs long before they reach memory */
const MAX_INPUT_PIXELS = 40_000_000;

/** The type by the file's first bytes (its name and declared MIME type are ignored). */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/** Reads an upload stream whole, or answers null when it was cut at the size limit (busboy sets `truncated`). */
export async function readLimited(stream: Readable & { truncated?: boolean }): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  if (stream.truncated) return null;
  return Buffer.concat(chunks);
}

export interface ProcessedImage {
  type: ImageType;
  full: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes and re-encodes the image in its own format (which drops EXIF, GPS and any bytes hidden after the
 * image), applies the EXIF orientation first, caps the long edge at 2400 px and makes a 400 px WebP thumbnail.
 * Answers null for anything sharp cannot decode as the detected type.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage | null> {
  const type = detectImageType(bytes);
  if (!type) return null;
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (metadata.format !== type) return null;
    const resized = input().resize({
      width: FULL_EDGE,
      height: FULL_EDGE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const encoded =
      type === 'jpeg'
        ? resized.jpeg({ quality: 88, mozjpeg: true })
        : type === 'png'
          ? resized.png({ compressionLevel: 8 })
          : resized.webp({ quality: 85 });
    const { data: full, info } = await encoded.toBuffer({ resolveWithObject: true });
    const thumbnail = await input()
      .resize({ width: THUMB_EDGE, height: THUMB_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { type, full, thumbnail, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/**
 * A square picture (avatars): centre-cropped to `edge` px, re-encoded as WebP (no metadata survives).
 * Answers null for anything that is not a JPEG, PNG or WebP by its bytes, or that sharp cannot decode.
 */
export async function processSquareImage(bytes: Buffer, edge: number): Promise<Buffer | null> {
  const type = detectImageType(bytes);
  if (!type) return null;
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (metadata.format !== type) return null;
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: edge, height: edge, fit: 'cover', position: 'attention' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** A file name safe to echo in a message: last path segment, printable, at most 100 characters. */
export function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.length === 0 ? 'file' : clean.slice(0, 100);
}
