import type { ImportCard } from '@cardbinder/shared';
import { nameKey } from '@/modules/catalogue';
import { parseChecklistWorkbook, type CardImport, type ChecklistImport } from '@/modules/ingestion';

type SeriesImport = ChecklistImport['series'][number];

const emptyMatches = {
  playerMatches: { exact: [], fuzzy: [] },
  teamMatches: { exact: [] },
  playerTeamMatches: [],
  selectedPlayer: null,
  selectedTeams: [],
};

function toImportCard(card: CardImport, index: number): ImportCard {
  return {
    sortOrder: index + 1,
    cardNumber: card.cardNumber.slice(0, 50),
    players: card.players.slice(0, 20).map((player) => ({
      name: [player.firstName, player.lastName].filter(Boolean).join(' ') || (player.nickName ?? ''),
      teamNames: player.teamName ? [player.teamName] : [],
      ...emptyMatches,
    })),
    isRC: card.isRookie ?? false,
    isAutograph: card.isAutograph ?? false,
    isRelic: card.isRelic ?? false,
    notes: (card.notes ?? '').slice(0, 1000),
  };
}

/** The section of the workbook named like the target series, else its base series, else its first with cards. */
function pickSeries(series: SeriesImport[], seriesName: string): SeriesImport | undefined {
  const withCards = series.filter((s) => s.cards.length > 0);
  const key = nameKey(seriesName);
  return withCards.find((s) => nameKey(s.name) === key) ?? withCards.find((s) => s.isBase) ?? withCards[0];
}

/**
 * Beyond the spec's columns: a checklist laid out as the Data Ingestion reader knows them (titled sections,
 * master sheets, publisher layouts), read by that reader. Null when it finds no cards either.
 */
export async function cardsFromOtherLayout(
  data: Buffer,
  fileName: string,
  seriesName: string,
): Promise<ImportCard[] | null> {
  try {
    const parsed = await parseChecklistWorkbook(data, fileName);
    const chosen = pickSeries(parsed.checklist.series, seriesName);
    return chosen ? chosen.cards.map(toImportCard) : null;
  } catch {
    return null;
  }
}
