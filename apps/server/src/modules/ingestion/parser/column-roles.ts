import { isNeverATeam } from '../team-names';
import type { ColumnRole } from './card-cells';
import { looksLikeCardNumber, looksLikeTeam } from './cell-kinds';
import type { GridRow } from './parser.types';

/** A person as checklists print one: two to five words, each starting with a capital. */
const PERSON = /^[\p{Lu}][\p{L}.'’-]*(?: (?:[\p{Lu}][\p{L}.'’-]*|de|del|la|van|von|da|di|dos|le)){1,4}$/u;
const ONE_WORD = /^[\p{Lu}][\p{L}.'’-]*$/u;

export interface ColumnEvidence {
  filled: number;
  person: number;
  team: number;
  oneWord: number;
  number: number;
  distinct: number;
}

/** What the values of one column look like, as shares of its filled cells. */
export function columnEvidence(rows: GridRow[], col: number): ColumnEvidence {
  const values = rows.map((r) => (r.cells[col] ?? '').trim()).filter(Boolean);
  const share = (test: (v: string) => boolean) =>
    values.length ? values.filter(test).length / values.length : 0;
  return {
    filled: values.length / Math.max(1, rows.length),
    person: share((v) => PERSON.test(v) && !looksLikeTeam(v) && !isNeverATeam(v)),
    team: share((v) => looksLikeTeam(v)),
    oneWord: share((v) => ONE_WORD.test(v) && !isNeverATeam(v)),
    number: share(looksLikeCardNumber),
    distinct: new Set(values).size / Math.max(1, values.length),
  };
}

/**
 * Settles columns whose header says nothing the reader knows ("Description", "Name 2") by their content:
 * a column of people is the player column when there is none, a column of clubs the team column.
 * Returns a line per column guessed this way, for the ingestion report.
 */
export function rolesFromContent(roles: ColumnRole[], headers: string[], rows: GridRow[]): string[] {
  const guessed: string[] = [];
  const sample = rows.slice(0, 400);
  for (let col = 0; col < roles.length; col += 1) {
    if (roles[col] !== 'notes' || !headers[col]) continue;
    const evidence = columnEvidence(sample, col);
    if (evidence.filled < 0.5) continue;
    if (!roles.includes('player') && !roles.includes('lastName') && evidence.person >= 0.6) {
      roles[col] = 'player';
      guessed.push(`column "${headers[col]}" read as players (${Math.round(evidence.person * 100)}% names)`);
    } else if (!roles.includes('team') && evidence.team >= 0.6) {
      roles[col] = 'team';
      guessed.push(`column "${headers[col]}" read as teams (${Math.round(evidence.team * 100)}% clubs)`);
    }
  }
  return guessed;
}

/**
 * A sheet without a header whose rows read `subset | first | last | team…` (an unnumbered set with names in two
 * columns): the roles, or null when the content does not show it.
 */
export function unnumberedNameColumns(rows: GridRow[]): ColumnRole[] | null {
  const sample = rows.filter((r) => r.cells.filter(Boolean).length >= 3).slice(0, 300);
  if (sample.length < 5 || sample.length < rows.length / 2) return null;
  const width = Math.max(...sample.map((r) => r.cells.length));
  const evidence = Array.from({ length: width }, (_, col) => columnEvidence(sample, col));
  if (evidence.some((e) => e.number > 0.5)) return null;
  for (let col = 0; col + 1 < width; col += 1) {
    const [first, last] = [evidence[col]!, evidence[col + 1]!];
    if (first.oneWord < 0.9 || last.oneWord < 0.9 || first.filled < 0.9 || last.filled < 0.9) continue;
    if (first.number > 0.05 || last.number > 0.05 || last.distinct < 0.5) continue;
    if (first.team > 0.2 || last.team > 0.2) continue;
    const roles: ColumnRole[] = evidence.map((e) => (e.team >= 0.6 ? 'team' : 'notes'));
    if (col > 0 && evidence[col - 1]!.distinct < 0.2) roles[col - 1] = 'subset';
    roles[col] = 'firstName';
    roles[col + 1] = 'lastName';
    return roles;
  }
  return null;
}
