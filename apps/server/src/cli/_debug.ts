import path from 'node:path';
import { loadConfig } from '@/config';
import { openDatabase } from '@/db/client';
import { createSearchService } from '@/modules/search';
import { parseTitle } from '@/modules/marketplace/title-parser';
import { bestMatch } from '@/modules/marketplace/card-scoring';
import { candidateCards } from '@/modules/marketplace/marketplace.queries';
import { matchTitle } from '@/modules/marketplace';

const config = loadConfig({ ...process.env, DATA_DIR: '/tmp/mkt-data' });
const database = await openDatabase({ databaseUrl: undefined, dataDir: path.join(config.dataDir, 'pglite'), attachToRunningServer: true });
const search = createSearchService(database.search);
for (const t of process.argv.slice(2)) {
  const p = parseTitle(t);
  console.log(t, JSON.stringify(p));
  const m = await matchTitle(database.db, search.universalSearch, config.marketplaceMatch, t);
  const ids = [m.card?.card_id, ...m.alternatives.map((a) => a.card_id)].filter((x): x is number => !!x);
  const { ranked, confidence } = bestMatch(p, await candidateCards(database.db, ids));
  console.log(' conf', confidence);
  for (const r of ranked.slice(0, 5)) console.log('  ', r.score.toFixed(3), r.card.set_name, '|', r.card.series_name, '|', r.card.card_number, r.card.players.join(','), 'au', r.card.is_autograph, 're', r.card.is_relic, 'rc', r.card.is_rookie, 'pr', r.card.print_run, r.card.teams);
}
await database.close();
