import { TEAM_DEFAULT_COLORS } from '@cardbinder/shared';

const LUMINANCE_THRESHOLD = 0.5;

function expandHex(hex: string): string | null {
  const value = hex.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(value)) return value.replace(/./g, (c) => c + c);
  if (/^[0-9a-f]{6}$/i.test(value)) return value;
  return null;
}

/** Relative brightness 0..1 (ITU-R BT.601 weights), or null for a value that is not a hex colour. */
export function luminance(hex: string): number | null {
  const value = expandHex(hex);
  if (!value) return null;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(value.slice(at, at + 2), 16));
  return (0.299 * r! + 0.587 * g! + 0.114 * b!) / 255;
}

/** Black or white text on a background, chosen by the spec's luminance threshold 0.5. */
export function textColorOn(background: string): '#000000' | '#ffffff' {
  const level = luminance(background);
  return level !== null && level > LUMINANCE_THRESHOLD ? '#000000' : '#ffffff';
}

export function normaliseHex(value: string | null | undefined, fallback: string): string {
  if (!value) return fallback;
  const hex = expandHex(value);
  return hex ? `#${hex}` : fallback;
}

export const teamColors = (primary?: string | null, secondary?: string | null) => ({
  primary: normaliseHex(primary, TEAM_DEFAULT_COLORS.primary),
  secondary: normaliseHex(secondary, TEAM_DEFAULT_COLORS.secondary),
});
