import { readableTextColor, TEAM_DEFAULT_COLORS } from '@cardbinder/shared';

function expandHex(hex: string): string | null {
  const value = hex.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(value)) return value.replace(/./g, (c) => c + c);
  if (/^[0-9a-f]{6}$/i.test(value)) return value;
  return null;
}

/** Black or white text on a background: the shared rule, which always meets WCAG AA. */
export const textColorOn = readableTextColor;

export function normaliseHex(value: string | null | undefined, fallback: string): string {
  if (!value) return fallback;
  const hex = expandHex(value);
  return hex ? `#${hex}` : fallback;
}

export const teamColors = (primary?: string | null, secondary?: string | null) => ({
  primary: normaliseHex(primary, TEAM_DEFAULT_COLORS.primary),
  secondary: normaliseHex(secondary, TEAM_DEFAULT_COLORS.secondary),
});
