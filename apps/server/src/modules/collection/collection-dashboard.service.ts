import type { Db } from '@/db/client';
import { bindDb } from '@/lib/bind-db';
import { collectionStats, teamsWithPlayers } from './collection-summary.queries';
import { ownedCounts, seriesCompletion } from './user-cards.queries';

/** The dashboard header, team chips, owned counts and series completion of one collector. */
export const createCollectionDashboardService = (db: Db) =>
  bindDb(db, { collectionStats, teamsWithPlayers, ownedCounts, seriesCompletion });
