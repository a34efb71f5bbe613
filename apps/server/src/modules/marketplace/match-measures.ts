import type { LabelledTitle } from './labelled/labelled-set';
import type { TitleMatch } from './title-matcher';

/** The measures of issue 41 over labelled titles and the matcher's answers, in the same order. */
export interface MatchMeasures {
  titles: number;
  /** titles that are one catalogue card */
  singleCards: number;
  added: number;
  addedRight: number;
  /** added or suggested, with the labelled card first */
  rightFirst: number;
  /** listings that are not one catalogue card yet were added */
  addedNotACard: string[];
  wrongAdds: string[];
  missed: string[];
  precision: number;
  recall: number;
  rightFirstShare: number;
}

export function isLabelledCard(label: LabelledTitle, card: TitleMatch['card']): boolean {
  return (
    label.card !== null &&
    card !== null &&
    card.set_year === label.card.set_year &&
    card.set_name === label.card.set_name &&
    card.series_name === label.card.series_name &&
    card.card_number === label.card.card_number
  );
}

export function matchMeasures(labels: LabelledTitle[], answers: TitleMatch[]): MatchMeasures {
  const m: MatchMeasures = {
    titles: labels.length,
    singleCards: 0,
    added: 0,
    addedRight: 0,
    rightFirst: 0,
    addedNotACard: [],
    wrongAdds: [],
    missed: [],
    precision: 1,
    recall: 0,
    rightFirstShare: 0,
  };
  labels.forEach((label, i) => {
    const answer = answers[i]!;
    const right = isLabelledCard(label, answer.card);
    if (label.card) m.singleCards += 1;
    if (answer.decision === 'add') {
      m.added += 1;
      if (right) m.addedRight += 1;
      else if (label.card) m.wrongAdds.push(label.title);
      else m.addedNotACard.push(label.title);
    }
    if (answer.decision !== 'none' && right) m.rightFirst += 1;
    else if (label.card) m.missed.push(label.title);
  });
  m.precision = m.added ? m.addedRight / m.added : 1;
  m.recall = m.singleCards ? m.addedRight / m.singleCards : 0;
  m.rightFirstShare = m.singleCards ? m.rightFirst / m.singleCards : 0;
  return m;
}

const percent = (share: number) => `${(Math.round(share * 1000) / 10).toFixed(1)}%`;

export function describeMeasures(name: string, m: MatchMeasures): string {
  return [
    `${name}: ${m.titles} titles, ${m.singleCards} single catalogue cards`,
    `  auto-add: ${m.added} added, precision ${percent(m.precision)}, recall ${percent(m.recall)}`,
    `  added or suggested with the right card first: ${percent(m.rightFirstShare)}`,
    `  not one catalogue card yet added: ${m.addedNotACard.length}`,
  ].join('\n');
}
