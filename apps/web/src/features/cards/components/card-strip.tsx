import type { CSSProperties } from 'react';
import { seriesStripLabel, type CardDetail } from '@cardbinder/shared';
import { normaliseHex, textColorOn } from '@/lib/color';

const SERIES_DEFAULT_COLOR = '#3b82f6';

/** The card's colour band with its print run (a numbered card shows its own run). */
export function CardStrip({ card }: { card: CardDetail }) {
  const background = normaliseHex(card.color_hex ?? card.color_hex_value, SERIES_DEFAULT_COLOR);
  const style = { '--strip-bg': background, '--strip-text': textColorOn(background) } as CSSProperties;
  const printRun = card.print_run ? `/${card.print_run}` : card.print_run_display;
  return (
    <span className="card-strip" style={style}>
      {seriesStripLabel(card.color_name, printRun)}
    </span>
  );
}
