import { sql } from 'drizzle-orm';
import type { ImportCard } from '@cardbinder/shared';
import { multipartBody } from '@/test/multipart';
import { get, type RouteTable } from './route-table';
import type { World } from './world';

/** Base card 1 as the wizard sends it back once matched: Mike Trout of the Angels, ready. */
function readyCard(w: World, cardNumber: string): ImportCard {
  const team = {
    teamName: 'Los Angeles Angels',
    teamId: w.catalogue.teams['los-angeles-angels']!,
    name: 'Los Angeles Angels',
    abbreviation: null,
    primaryColor: null,
    secondaryColor: null,
  };
  const player = {
    playerId: w.catalogue.players['mike-trout']!,
    playerName: 'Mike Trout',
    firstName: 'Mike',
    lastName: 'Trout',
    score: 1,
  };
  return {
    sortOrder: 1,
    cardNumber,
    isRC: false,
    isAutograph: false,
    isRelic: false,
    notes: '',
    players: [
      {
        name: 'Mike Trout',
        teamNames: [team.teamName],
        playerMatches: { exact: [player], fuzzy: [] },
        teamMatches: { exact: [team] },
        playerTeamMatches: [],
        selectedPlayer: player,
        selectedTeams: [team],
      },
    ],
  };
}

const body = (w: World) => ({
  matchedCards: [readyCard(w, w.unique('IMP-'))],
  seriesId: w.catalogue.series.Base,
});

/** The import wizard's calls: admin and superadmin only. */
export const IMPORT_ROUTES: RouteTable = {
  'POST /api/admin/import/parse-xlsx': {
    access: 'admin',
    ok: 200,
    call: (w) => ({
      url: '/api/admin/import/parse-xlsx',
      ...multipartBody([{ field: 'file', filename: 'checklist.xlsx', data: w.workbook }], {
        seriesId: String(w.catalogue.series.Base),
      }),
    }),
  },
  'POST /api/admin/import/match-cards': {
    access: 'admin',
    ok: 200,
    call: (w) => ({
      url: '/api/admin/import/match-cards',
      payload: { cards: [readyCard(w, '1')], seriesId: w.catalogue.series.Base },
    }),
  },
  'GET /api/admin/import/match-progress/{jobId}': {
    access: 'admin',
    ok: 200,
    call: async (w) => {
      const started = await w.t.app.inject({
        method: 'POST',
        url: '/api/admin/import/match-cards',
        headers: w.members.superadmin.headers,
        payload: { cards: [readyCard(w, '1')], seriesId: w.catalogue.series.Base },
      });
      return get(`/api/admin/import/match-progress/${started.json<{ jobId: number }>().jobId}`);
    },
  },
  'POST /api/admin/import/preview-sql': {
    access: 'admin',
    ok: 200,
    call: (w) => ({ url: '/api/admin/import/preview-sql', payload: body(w) }),
  },
  'POST /api/admin/import/create-cards': {
    access: 'admin',
    ok: 200,
    call: (w) => ({ url: '/api/admin/import/create-cards', payload: body(w) }),
  },
  'POST /api/admin/import/create-player': {
    access: 'admin',
    ok: 201,
    call: (w) => ({
      url: '/api/admin/import/create-player',
      payload: { firstName: 'Probe', lastName: w.unique('P') },
    }),
  },
  'POST /api/admin/import/create-team': {
    access: 'admin',
    ok: 201,
    call: async (w) => {
      const mlb = await w.t.database.db.execute<{ organization_id: number }>(
        sql`select organization_id from organizations where abbreviation = 'MLB'`,
      );
      return {
        url: '/api/admin/import/create-team',
        payload: {
          teamName: w.unique('Probe Team '),
          abbreviation: 'PRB',
          organizationId: mlb.rows[0]!.organization_id,
        },
      };
    },
  },
  'POST /api/admin/import/create-player-team': {
    access: 'admin',
    ok: 201,
    call: (w) => ({
      url: '/api/admin/import/create-player-team',
      payload: {
        playerId: w.catalogue.players['shohei-ohtani'],
        teamId: w.catalogue.teams['seattle-mariners'],
      },
    }),
  },
};
