import type { CSSProperties } from 'react';
import { seriesStripColors, seriesStripLabel } from '@cardbinder/shared';

export interface SeriesStripProps {
  colorName: string | null;
  colorHex: string | null;
  printRun: string | null;
  size?: 'sm' | 'lg';
}

/** The colour band of a series: its colour (default blue) with black or white text by luminance. */
export function SeriesStrip({ colorName, colorHex, printRun, size = 'sm' }: SeriesStripProps) {
  const colors = seriesStripColors(colorHex);
  const style = { '--strip-bg': colors.background, '--strip-text': colors.text } as CSSProperties;
  return (
    <span className={`series-strip series-strip--${size}`} style={style}>
      {seriesStripLabel(colorName, printRun)}
    </span>
  );
}
