/** A crop as fractions (0..1) of the rotated image. */
export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const FULL_CROP: Crop = Object.freeze({ x: 0, y: 0, width: 1, height: 1 });
export const MIN_CROP = 0.05;
export const JPEG_QUALITY = 0.9;

/** A crop under 5% in either dimension resets to the full image (spec 1 §5). */
export const normaliseCrop = (crop: Crop): Crop =>
  crop.width < MIN_CROP || crop.height < MIN_CROP ? FULL_CROP : crop;

/** Draws the rotated, cropped image at full resolution and encodes it as JPEG 0.9. */
export function renderEdited(image: HTMLImageElement, rotation: number, crop: Crop): Promise<Blob> {
  const turned = rotation % 180 !== 0;
  const fullWidth = turned ? image.naturalHeight : image.naturalWidth;
  const fullHeight = turned ? image.naturalWidth : image.naturalHeight;
  const rotated = document.createElement('canvas');
  rotated.width = fullWidth;
  rotated.height = fullHeight;
  const rc = rotated.getContext('2d');
  if (!rc) return Promise.reject(new Error('no canvas'));
  rc.translate(fullWidth / 2, fullHeight / 2);
  rc.rotate((rotation * Math.PI) / 180);
  rc.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);

  const output = document.createElement('canvas');
  output.width = Math.max(1, Math.round(crop.width * fullWidth));
  output.height = Math.max(1, Math.round(crop.height * fullHeight));
  const oc = output.getContext('2d');
  if (!oc) return Promise.reject(new Error('no canvas'));
  oc.drawImage(
    rotated,
    Math.round(crop.x * fullWidth),
    Math.round(crop.y * fullHeight),
    output.width,
    output.height,
    0,
    0,
    output.width,
    output.height,
  );
  return new Promise((resolve, reject) =>
    output.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))),
      'image/jpeg',
      JPEG_QUALITY,
    ),
  );
}
