import type { PlannedCard } from './import-plan';

/** A literal for reading only: this text is shown to the admin, never run. */
const literal = (value: string | number | boolean | null) =>
  value === null ? 'NULL' : typeof value === 'string' ? `'${value.replaceAll("'", "''")}'` : String(value);

/** The statements create-cards runs for the plan, with their values, as an admin would read them. */
export function previewSql(series: { series_id: number; name: string }, plan: PlannedCard[]): string {
  const count = (action: PlannedCard['action']) => plan.filter((card) => card.action === action).length;
  const lines = [
    `-- Import into series ${literal(series.name)} (series_id ${series.series_id}): ` +
      `${count('create')} new, ${count('update')} changed, ${count('skip')} already present`,
    'BEGIN;',
  ];
  const cardRef = (cardNumber: string) =>
    `(SELECT card_id FROM cards WHERE series_id = ${series.series_id} AND card_number = ${literal(cardNumber)})`;
  for (const card of plan) {
    const v = card.values;
    if (card.action === 'skip') {
      lines.push(`-- Card #${v.cardNumber} is already in the series as listed: skipped`);
      continue;
    }
    lines.push('');
    if (card.action === 'create') {
      lines.push(
        'INSERT INTO cards (series_id, card_number, slug, sort_order, is_rookie, is_autograph, is_relic, notes)',
        `  VALUES (${[
          series.series_id,
          v.cardNumber,
          v.slug,
          v.sortOrder,
          v.isRookie,
          v.isAutograph,
          v.isRelic,
          v.notes,
        ]
          .map(literal)
          .join(', ')});`,
      );
    } else {
      lines.push(
        `UPDATE cards SET is_rookie = ${literal(v.isRookie)}, is_autograph = ${literal(v.isAutograph)}, ` +
          `is_relic = ${literal(v.isRelic)}, notes = ${literal(v.notes)} WHERE card_id = ${card.cardId};`,
        `DELETE FROM card_player_teams WHERE card_id = ${card.cardId};`,
      );
    }
    for (const [index, pair] of card.pairs.entries()) {
      lines.push(
        'INSERT INTO card_player_teams (card_id, player_id, team_id, sort_order)',
        `  VALUES (${cardRef(v.cardNumber)}, ${pair.playerId}, ${literal(pair.teamId)}, ${index + 1});`,
      );
    }
  }
  lines.push('', '-- player_teams rows the cards need are added when missing', 'COMMIT;');
  return lines.join('\n');
}
