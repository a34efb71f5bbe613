// A process that commits a catalogue write with its event and is killed (-9) before it delivers the event:
// `node --import tsx src/test/record-event-and-die.ts <dataDir> <databaseUrl|''> <playerId>` (events-crash test).
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/db/client';
import { recordEvent } from '@/events';

const [dataDir, databaseUrl, playerId] = process.argv.slice(2);
const database = await openDatabase({
  databaseUrl: databaseUrl || undefined,
  dataDir: path.join(dataDir!, 'pglite'),
});
await database.db.transaction(async (tx) => {
  await tx.execute(sql`update players set first_name = 'Michael' where player_id = ${Number(playerId)}`);
  await recordEvent(tx, 'catalogue.cardsChanged', { playerIds: [Number(playerId)] });
});
process.stdout.write('committed\n');
process.kill(process.pid, 'SIGKILL');
