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

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Arrow keys move the crop by 2% (10% with Shift); + and - shrink or grow it by 10% around its centre. */
export const CROP_STEP = 0.02;
export const CROP_STEP_LARGE = 0.1;
export const CROP_ZOOM = 0.9;

export function moveCrop(crop: Crop, dx: number, dy: number): Crop {
  const x = clamp(crop.x + dx, 0, 1 - crop.width);
  const y = clamp(crop.y + dy, 0, 1 - crop.height);
  return x === crop.x && y === crop.y ? crop : { ...crop, x, y };
}

/** factor < 1 zooms in (a smaller crop), > 1 zooms out; never under the 5% minimum, never past the image. */
export function zoomCrop(crop: Crop, factor: number): Crop {
  const width = clamp(crop.width * factor, MIN_CROP, 1);
  const height = clamp(crop.height * factor, MIN_CROP, 1);
  if (width === 1 && height === 1) return FULL_CROP;
  const centreX = crop.x + crop.width / 2;
  const centreY = crop.y + crop.height / 2;
  return {
    x: clamp(centreX - width / 2, 0, 1 - width),
    y: clamp(centreY - height / 2, 0, 1 - height),
    width,
    height,
  };
}

/** The crop a key gives in the editor's crop area, or null when the key is not one of its keys. */
export function cropForKey(crop: Crop, key: string, large: boolean): Crop | null {
  const step = large ? CROP_STEP_LARGE : CROP_STEP;
  switch (key) {
    case 'ArrowLeft':
      return moveCrop(crop, -step, 0);
    case 'ArrowRight':
      return moveCrop(crop, step, 0);
    case 'ArrowUp':
      return moveCrop(crop, 0, -step);
    case 'ArrowDown':
      return moveCrop(crop, 0, step);
    case '+':
    case '=':
      return zoomCrop(crop, CROP_ZOOM);
    case '-':
    case '_':
      return zoomCrop(crop, 1 / CROP_ZOOM);
    default:
      return null;
  }
}

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
