import type { CSSProperties } from 'react';
import { normaliseHex } from '@cardbinder/shared';

/** A colour dot and its name; set through a custom property, which the CSP (style-src 'self') allows. */
export function ColorSwatch({ name, hex }: { name: string | null; hex: string | null }) {
  if (!name) return null;
  const style = { '--swatch': normaliseHex(hex, 'transparent') } as CSSProperties;
  return (
    <span className="color-swatch">
      <span className="color-swatch__dot" style={style} aria-hidden="true" />
      {name}
    </span>
  );
}
