import type { CSSProperties } from 'react';
import { seriesStripLabel } from '@cardbinder/shared';
import { normaliseHex, textColorOn } from '@/lib/color';

const SERIES_DEFAULT_COLOR = '#3b82f6';

export interface SeriesStripProps {
  colorName: string | null;
  colorHex: string | null;
  printRun: string | null;
  size?: 'sm' | 'lg';
}

/** The colour band of a series: its colour (default blue) with black or white text by luminance. */
export function SeriesStrip({ colorName, colorHex, printRun, size = 'sm' }: SeriesStripProps) {
  const background = normaliseHex(colorHex, SERIES_DEFAULT_COLOR);
  const style = { '--strip-bg': background, '--strip-text': textColorOn(background) } as CSSProperties;
  return (
    <span className={`series-strip series-strip--${size}`} style={style}>
      {seriesStripLabel(colorName, printRun)}
    </span>
  );
}
