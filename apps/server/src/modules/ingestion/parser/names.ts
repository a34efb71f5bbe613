import type { PlayerImport } from '../ingest.types';

const SUFFIXES = new Set(['jr', 'jr.', 'sr', 'sr.', 'ii', 'iii', 'iv', 'v']);
const PARTICLES = new Set([
  'de',
  'del',
  'della',
  'la',
  'le',
  'van',
  'von',
  'der',
  'den',
  'da',
  'das',
  'do',
  'dos',
  'di',
  'st.',
  'st',
]);
const ROOKIE_MARK =
  /\s*(?:\((?:RC|XRC|Rookie(?: Card)?)\)|\b(?:RC|XRC)\b|\bRookie Card\b|[-–,]\s*Rookie\s*$)\s*/gi;
const QUOTED = /(?:^|\s)["“‘]{1,2}([^"“”]+?)["”’]{1,2}(?=\s|$)/;

/** Removes rookie markers ("RC", "(RC)", "Rookie Card") from a name; says whether there was one. */
export function stripRookieMark(text: string): { text: string; rookie: boolean } {
  let rookie = false;
  const stripped = text.replace(ROOKIE_MARK, () => {
    rookie = true;
    return ' ';
  });
  return { text: tidyName(stripped), rookie };
}

/** Trims a name and drops stray punctuation authors leave around it ("Cam Ward," → "Cam Ward"). */
export function tidyName(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:*\-–]+|[\s,;:*\-–]+$/g, '')
    .replace(/(\p{Ll})(Jr\.?|Sr\.?)$/u, '$1 $2')
    .trim();
}

/** Splits "A / B / C" (and "A/B") into its players. */
export function splitPlayerNames(text: string): string[] {
  return text
    .split(/\s*\/\s*(?=\p{L})|\s+&\s+|;\s*/u)
    .map(tidyName)
    .filter((name) => /\p{L}/u.test(name));
}

/**
 * "Ronald Acuña Jr." → Ronald / Acuña Jr.; "Elly De La Cruz" → Elly / De La Cruz; "Ichiro" → Ichiro / '';
 * a nickname in quotes ("Mark "The Bird" Fidrych") goes to nickName.
 */
export function splitPlayerName(raw: string): Omit<PlayerImport, 'teamName'> {
  let text = tidyName(raw);
  let nickName: string | null = null;
  const quoted = QUOTED.exec(text);
  if (quoted?.[1] && /\s/.test(text.replace(quoted[0], ' ').trim())) {
    nickName = quoted[1].trim();
    text = tidyName(text.replace(quoted[0], ' '));
  }
  const words = text.split(' ').filter(Boolean);
  if (words.length === 0) return { firstName: nickName ?? '', lastName: '', nickName: null };
  if (words.length === 1) return { firstName: words[0]!, lastName: '', nickName };
  let end = words.length;
  while (end > 1 && SUFFIXES.has(words[end - 1]!.toLowerCase().replace(/,$/, ''))) end -= 1;
  if (end === 1) end = words.length;
  let start = end - 1;
  while (start > 1 && PARTICLES.has(words[start - 1]!.toLowerCase())) start -= 1;
  const firstName = words.slice(0, start).join(' ').replace(/,$/, '');
  const lastName = words
    .slice(start)
    .join(' ')
    .replace(/\s*,\s*(?=(jr|sr|ii|iii|iv)\b)/i, ' ');
  return { firstName, lastName, nickName };
}
