import type { CSSProperties } from 'react';
import { seriesStripColors, seriesStripLabel, type CardDetail } from '@cardbinder/shared';

/** The card's colour band with its print run (a numbered card shows its own run). */
export function CardStrip({ card }: { card: CardDetail }) {
  const colors = seriesStripColors(card.color_hex ?? card.color_hex_value);
  const style = { '--strip-bg': colors.background, '--strip-text': colors.text } as CSSProperties;
  const printRun = card.print_run ? `/${card.print_run}` : card.print_run_display;
  return (
    <span className="card-strip" style={style}>
      {seriesStripLabel(card.color_name, printRun)}
    </span>
  );
}
