import {
  ADMIN_TEAM_MESSAGES as M,
  CATALOGUE_ADMIN_MESSAGES,
  CATALOGUE_MESSAGES,
  slugify,
  type TeamBody,
} from '@cardbinder/shared';
import type { Db, Executor } from '@/db/client';
import { badRequest, conflict, notFound } from '@/lib/errors';
import { findTeam } from '@/modules/catalogue';
import type { EventWriter } from '@/events';
import { organizationExists } from './admin-sets.queries';
import * as q from './admin-teams.queries';
import { recordSlugRedirect } from './slug-redirects.queries';
import { auditCatalogue, valuesSnapshot, type Actor } from './catalogue-audit';

type TeamRow = NonNullable<Awaited<ReturnType<typeof q.findTeamRow>>>;

async function loadTeam(db: Executor, teamId: number) {
  const row = await findTeam(db, String(teamId));
  if (!row) throw notFound(CATALOGUE_MESSAGES.teamNotFound);
  return row;
}

async function uniqueSlug(db: Executor, base: string, teamId: number): Promise<string> {
  let slug = base;
  for (let n = 2; await q.teamSlugTaken(db, slug, teamId); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** The stored values of a create (current undefined) or an edit: a field left out keeps its value. */
async function teamValues(tx: Executor, body: TeamBody, current?: TeamRow): Promise<q.TeamValues> {
  const pick = <K extends keyof TeamBody>(key: K, stored: TeamBody[K] | undefined) =>
    body[key] === undefined ? (stored ?? null) : body[key];
  const name = pick('name', current?.name);
  const abbreviation = pick('abbreviation', current?.abbreviation);
  const organizationId = pick('organization_id', current?.organization_id);
  if (!current && (!name || !abbreviation || organizationId === null)) throw badRequest(M.required);
  if (!name) throw badRequest(M.nameRequired);
  if (organizationId !== null && !(await organizationExists(tx, organizationId))) {
    throw badRequest(CATALOGUE_ADMIN_MESSAGES.organizationNotFound);
  }
  const teamId = current?.team_id ?? 0;
  if (await q.teamNameTaken(tx, name, organizationId ?? null, teamId)) throw conflict(M.teamExists);
  const renamed = !current || current.name !== name;
  return {
    name,
    slug: renamed ? await uniqueSlug(tx, slugify(name) || 'team', teamId) : current.slug,
    city: pick('city', current?.city) ?? null,
    mascot: pick('mascot', current?.mascot) ?? null,
    abbreviation: abbreviation ?? null,
    organizationId: organizationId ?? null,
    primaryColor: pick('primary_color', current?.primary_color) ?? null,
    secondaryColor: pick('secondary_color', current?.secondary_color) ?? null,
  };
}

/** Team add and edit; each records catalogue.cardsChanged so search documents and card rows follow. */
export function createAdminTeamsService(db: Db, events: EventWriter) {
  return {
    async create(actor: Actor, body: TeamBody) {
      const teamId = await events.write(db, async (tx, record) => {
        const values = await teamValues(tx, body);
        const teamId = await q.insertTeam(tx, values);
        await record('catalogue.cardsChanged', { teamIds: [teamId] });
        await auditCatalogue(
          tx,
          actor,
          'team.create',
          { type: 'team', id: teamId, name: values.name },
          {
            after: valuesSnapshot(values),
          },
        );
        return teamId;
      });
      return { success: true, message: M.teamCreated, team: await loadTeam(db, teamId) };
    },

    /** A rename moves the team's slug (its address). */
    async update(actor: Actor, teamId: number, body: TeamBody) {
      await events.write(db, async (tx, record) => {
        const current = await q.findTeamRow(tx, teamId);
        if (!current) throw notFound(CATALOGUE_MESSAGES.teamNotFound);
        const values = await teamValues(tx, body, current);
        await q.updateTeam(tx, teamId, values);
        await recordSlugRedirect(tx, 'team', teamId, current.slug, values.slug);
        await record('catalogue.cardsChanged', { teamIds: [teamId] });
        const { team_id: _teamId, ...before } = current;
        await auditCatalogue(
          tx,
          actor,
          'team.update',
          { type: 'team', id: teamId, name: current.name },
          {
            before,
            after: valuesSnapshot(values),
          },
        );
      });
      return { success: true, message: M.teamUpdated, team: await loadTeam(db, teamId) };
    },
  };
}
