import type { AuditAction } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import { recordAudit } from '@/modules/audit';
import type { SessionUser } from '@/modules/auth';
import type { SeriesValues } from './admin-series.queries';

/** The staff member making a catalogue edit: the session user its route passes (the trail copies the username). */
export type Actor = Pick<SessionUser, 'userId'>;

type Target = { type: 'player' | 'team' | 'set' | 'series' | 'card'; id: number; name: string };

/**
 * One audit entry for a catalogue write. Call it inside the write's transaction (writeWithEvents' tx) so a
 * refused or failed edit leaves no entry. before/after are the edited fields only, never related lists.
 */
export function auditCatalogue(
  tx: Executor,
  actor: Actor,
  action: AuditAction,
  target: Target,
  change: { before?: unknown; after?: unknown } = {},
): Promise<void> {
  return recordAudit(tx, {
    actorId: actor.userId,
    action,
    targetType: target.type,
    targetId: target.id,
    summary: target.name,
    before: change.before,
    after: change.after,
  });
}

type PlayerFields = {
  first_name: string;
  last_name: string;
  nick_name: string | null;
  birthdate: string | null;
  is_hof: boolean;
  slug: string;
};
export const playerSnapshot = (player: PlayerFields): PlayerFields => ({
  first_name: player.first_name,
  last_name: player.last_name,
  nick_name: player.nick_name,
  birthdate: player.birthdate,
  is_hof: player.is_hof,
  slug: player.slug,
});

/** A team's, set's or series' stored values (camelCase, as their queries take them) as the trail shows them. */
export function valuesSnapshot(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      value,
    ]),
  );
}

type SeriesFields = {
  set_id: number;
  name: string;
  slug: string;
  is_base: boolean;
  card_count: number;
  parallel_of_series: number | null;
  color_id: number | null;
  print_run_display: string | null;
  min_print_run: number | null;
  max_print_run: number | null;
};
export const seriesSnapshot = (series: SeriesFields): SeriesFields => ({
  set_id: series.set_id,
  name: series.name,
  slug: series.slug,
  is_base: series.is_base,
  card_count: series.card_count,
  parallel_of_series: series.parallel_of_series,
  color_id: series.color_id,
  print_run_display: series.print_run_display,
  min_print_run: series.min_print_run,
  max_print_run: series.max_print_run,
});
export const seriesValuesSnapshot = (setId: number, values: SeriesValues): SeriesFields =>
  seriesSnapshot({
    set_id: setId,
    name: values.name,
    slug: values.slug,
    is_base: values.isBase,
    card_count: values.cardCount,
    parallel_of_series: values.parallelOf,
    color_id: values.colorId,
    print_run_display: values.printRunDisplay,
    min_print_run: values.minPrintRun,
    max_print_run: values.maxPrintRun,
  });

type CardFields = {
  card_number: string;
  sort_order: number | null;
  is_rookie: boolean;
  is_autograph: boolean;
  is_relic: boolean;
  print_run: number | null;
  notes: string | null;
};
export const cardSnapshot = (card: CardFields, players: { player_id: number; team_id: number }[]) => ({
  card_number: card.card_number,
  sort_order: card.sort_order,
  is_rookie: card.is_rookie,
  is_autograph: card.is_autograph,
  is_relic: card.is_relic,
  print_run: card.print_run,
  notes: card.notes,
  players: players.map((pair) => ({ player_id: pair.player_id, team_id: pair.team_id })),
});
