/**
 * Rebuilds the sample catalogue that `npm start` loads into an empty database:
 *   npx tsx --tsconfig apps/server/tsconfig.json scripts/build-sample-catalogue.ts ../shared/checklists
 * It parses the chosen real checklists and writes apps/server/sample-catalogue/catalogue.json.gz.
 * `--e2e` writes the small catalogue the browser tests load instead (e2e/fixtures/e2e-catalogue.json.gz).
 */
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseChecklistWorkbook } from '@/modules/ingestion';
import type { ChecklistImport } from '@/modules/ingestion';
import { encodeSampleCatalogue } from '@/modules/ingestion';

/** Vintage flagships of the 1980s, the 2012 Prizm debut and the main products of each year since 2020. */
export const SAMPLE_CHECKLISTS = [
  '1983-Fleer-Baseball-Checklist.xlsx',
  '1984-Donruss-Baseball-Checklist.xlsx',
  '1984-Fleer-Baseball-Checklist-1.xlsx',
  '1984-Fleer-Update-Baseball-Checklist.xlsx',
  '1984-O-Pee-Chee-Baseball-Checklist.xlsx',
  '1984-Topps-Baseball-Checklist.xlsx',
  '1984-Topps-Traded-Baseball-Checklist.xlsx',
  '1985-Donruss-Baseball-Checklist.xlsx',
  '1985-Fleer-Baseball-Checklist.xlsx',
  '1985-Fleer-Update-Baseball-Checklist.xlsx',
  '2012-Panini-Prizm-Baseball-Checklist.xlsx',
  '2020-Bowman-Chrome-Baseball-1.xlsx',
  '2020-Topps-Update-Series-Baseball-Checklist.xlsx',
  '2021-Topps-Series-1-Baseball-Checklist-1.xlsx',
  '2021-Topps-Chrome-Update-Series-Baseball-Checklist.xlsx',
  '2022-Topps-Chrome-Baseball-Checklist.xlsx',
  '2022-Bowman-Baseball-Checklist-2.xlsx',
  '2023-Topps-Series-1-Baseball-Checklist.xlsx',
  '2023-Topps-Heritage-Baseball-Checklist.xlsx',
  '2023-Bowman-Chrome-Baseball-Checklist.xlsx',
  '2024-Topps-Series-1-Baseball-Checklist.xlsx',
  '2024-Topps-Chrome-Baseball-Checklist.xlsx',
  '2024-Bowman-Baseball-Checklist.xlsx',
  '2025-Topps-Series-1-Baseball-Checklist.xlsx',
  '2025-Topps-Update-Checklist.xlsx',
  '2025-Bowman-Chrome-Baseball-Checklist.xlsx',
  '2025-Topps-Chrome-Baseball-Checklist.xlsx',
];

/** Other sports, so the catalogue shows they work; each kept to its base and parallels within a card budget. */
const OTHER_SPORTS = [
  '2025-26-Chicago-Blackhawks-100th-Anniversary-Hockey-Checklist.xlsx',
  '2025-26-Topps-Chrome-Sapphire-Basketball-Checklist.xlsx',
  '2025-Donruss-Optic-Football-Checklist.xlsx',
  '2025-Topps-Chrome-Tennis-Checklist.xlsx',
];
const OTHER_SPORT_CARD_BUDGET = 2500;

/** The base series with their parallels first, then the other series in sheet order, while the budget lasts. */
function withinBudget(checklist: ChecklistImport, budget: number): ChecklistImport {
  const byName = new Map(checklist.series.map((s) => [s.name, s]));
  const rootOf = (name: string, depth = 0): string => {
    const parent = byName.get(name)?.parentName;
    return parent && depth < 5 ? rootOf(parent, depth + 1) : name;
  };
  const families = new Map<string, typeof checklist.series>();
  for (const series of checklist.series) {
    const root = rootOf(series.name);
    families.set(root, [...(families.get(root) ?? []), series]);
  }
  const ordered = [...families.entries()].sort(
    ([a], [b]) => Number(byName.get(b)?.isBase ?? false) - Number(byName.get(a)?.isBase ?? false),
  );
  const kept: typeof checklist.series = [];
  let used = 0;
  for (const [, family] of ordered) {
    // a family over the budget keeps its base and as many of its parallels as fit
    for (const series of family) {
      if (series.parentName && !kept.some((k) => k.name === rootOf(series.name))) continue;
      const size =
        expandedCards({
          ...checklist,
          series: series.parentName ? [byName.get(rootOf(series.name))!, series] : [series],
        }) -
        (series.parentName ? expandedCards({ ...checklist, series: [byName.get(rootOf(series.name))!] }) : 0);
      if (kept.length > 0 && used + size > budget) continue;
      kept.push(series);
      used += size;
    }
  }
  return { ...checklist, series: kept };
}

/** two sets, one vintage and one modern with parallels: quick to load before each browser test file */
const E2E_CHECKLISTS = ['1984-Topps-Baseball-Checklist.xlsx', '2025-Topps-Update-Checklist.xlsx'];

const forE2e = process.argv.includes('--e2e');
const OUTPUT = path.resolve(
  import.meta.dirname,
  forE2e ? '../e2e/fixtures/e2e-catalogue.json.gz' : '../apps/server/sample-catalogue/catalogue.json.gz',
);

function expandedCards(checklist: ChecklistImport): number {
  const byName = new Map(checklist.series.map((s) => [s.name, s]));
  const count = (name: string, depth = 0): number => {
    const series = byName.get(name);
    if (!series || depth > 5) return 0;
    return series.cards.length > 0 || !series.parentName
      ? series.cards.length
      : count(series.parentName, depth + 1);
  };
  return checklist.series.reduce((sum, s) => sum + count(s.name), 0);
}

async function main() {
  const folder = process.argv[2];
  if (!folder) throw new Error('Usage: scripts/build-sample-catalogue.ts <checklists folder>');
  const checklists: ChecklistImport[] = [];
  let total = 0;
  const files = forE2e ? E2E_CHECKLISTS : [...SAMPLE_CHECKLISTS, ...OTHER_SPORTS];
  for (const file of files) {
    const parsed = await parseChecklistWorkbook(await readFile(path.join(folder, file)), file);
    const checklist = OTHER_SPORTS.includes(file)
      ? withinBudget(parsed.checklist, OTHER_SPORT_CARD_BUDGET)
      : parsed.checklist;
    const cards = expandedCards(checklist);
    total += cards;
    checklists.push(checklist);
    console.log(
      `${file}: ${checklist.set.year} ${checklist.set.name}, ${checklist.series.length} series, ${cards} cards`,
    );
  }
  const data = encodeSampleCatalogue(checklists);
  writeFileSync(OUTPUT, data);
  const years = new Set(checklists.map((c) => c.set.year));
  console.log(
    `\n${checklists.length} sets from ${years.size} years, ${total} cards: ${OUTPUT} (${(data.length / 1024).toFixed(0)} KB)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
