import type { TitleMatch } from './title-matcher';

/** One line of the staff command's answer (issue 18 names every field). */
export interface MatchReportEntry {
  title: string;
  kind: TitleMatch['kind'];
  decision: TitleMatch['decision'];
  confidence: number;
  card: {
    card_id: number;
    set_year: number;
    set_name: string;
    series_name: string;
    card_number: string;
    players: string[];
  } | null;
  grade: { agency: string; grade: number } | null;
  serial_number: number | null;
}

export function matchReport(match: TitleMatch): MatchReportEntry {
  const card = match.card;
  return {
    title: match.title,
    kind: match.kind,
    decision: match.decision,
    confidence: match.confidence,
    card: card
      ? {
          card_id: card.card_id,
          set_year: card.set_year,
          set_name: card.set_name,
          series_name: card.series_name,
          card_number: card.card_number,
          players: card.players,
        }
      : null,
    grade: match.grade,
    serial_number: match.serial_number,
  };
}
