import { createHmac, timingSafeEqual } from 'node:crypto';

export const PHOTO_VARIANTS = ['full', 'thumb'] as const;
export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];

/** A photo as the URL signer needs it: the id plus the stored keys the signature is bound to. */
export interface SignablePhoto {
  id: number;
  storageKey: string;
  thumbnailKey: string;
}

export interface PhotoUrlSigner {
  url(photo: SignablePhoto, variant: PhotoVariant): string;
  /** the current expiry window: addresses made in it stay the same (a cached list holds them that long) */
  window(): number;
  verify(photo: SignablePhoto, variant: PhotoVariant, exp: string, sig: string): boolean;
}

const WINDOW_SECONDS = 12 * 60 * 60;

/**
 * Card photos are shown in <img> tags, which cannot send the bearer token, so the API hands out
 * signed, expiring addresses only to callers allowed to see the photo (owner; profile visibility rules).
 * The signature covers the stored key, so a replaced or deleted photo's old address stops working,
 * and the expiry is rounded to a 12-hour window so the same address repeats (browser caching).
 */
export function createPhotoUrlSigner(secret: Uint8Array, now: () => number = Date.now): PhotoUrlSigner {
  const key = createHmac('sha256', secret).update('cardbinder:card-photo-urls').digest();
  const sign = (photo: SignablePhoto, variant: PhotoVariant, exp: number) =>
    createHmac('sha256', key)
      .update(`${photo.id}.${variant}.${exp}.${variant === 'thumb' ? photo.thumbnailKey : photo.storageKey}`)
      .digest('base64url');
  const window = () => Math.floor(now() / 1000 / WINDOW_SECONDS);
  return {
    window,
    url(photo, variant) {
      const exp = (window() + 2) * WINDOW_SECONDS;
      return `/api/photos/${photo.id}/${variant}?exp=${exp}&sig=${sign(photo, variant, exp)}`;
    },
    verify(photo, variant, exp, sig) {
      if (!/^\d{1,12}$/.test(exp) || Number(exp) * 1000 < now()) return false;
      const expected = Buffer.from(sign(photo, variant, Number(exp)));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
