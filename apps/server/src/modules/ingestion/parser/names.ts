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

/** Starts of surnames written with a capital inside ("VandeBerg", "MacKenzie", "FitzGerald"). */
const SURNAME_STARTS =
  /^(mc|mac|van|vande|vander|von|de|del|della|des|di|da|das|dos|du|la|le|fitz|st|ter|ten|o')$/i;

/**
 * Splits names run together with no separator, as some exports join a card's players ("Tim AndersonNick Madrigal",
 * "Adrian BeltreCC Sabathia", "Vladimir Guerrero Jr.Pete Alonso"): inside a word that is not the name's first, a
 * capital after a letter and two lower-case ones (or after "Jr."/"Sr.") starts the next name, unless what stands
 * before it is a surname's own start ("VandeBerg", "McKenzie", "DiMaggio"). A one-word name run into the next
 * ("IchiroAlbert Pujols") splits only after four lower-case letters and before more words, so a name missing its
 * space ("YordanAlvarez") or a first name's own capital ("TreVeyon Jones") stays whole.
 */
function splitRunTogether(text: string): string[] {
  const names: string[] = [];
  let current: string[] = [];
  const words = text.split(/\s+/).filter(Boolean);
  for (const [index, word] of words.entries()) {
    let rest = word;
    for (;;) {
      // (a nickname in quotes keeps its capitals: "CristoWall")
      if (/^["“‘']/u.test(rest)) break;
      const boundary =
        current.length > 0
          ? /(?<=\p{L}\p{Ll}{2}|^[JS]r\.)(?=\p{Lu}[\p{Ll}\p{Lu}])/gu
          : index < words.length - 1
            ? /(?<=^\p{Lu}\p{Ll}{4,})(?=\p{Lu}\p{Ll})/gu
            : null;
      const at = boundary
        ? [...rest.matchAll(boundary)].map((m) => m.index).find((i) => !SURNAME_STARTS.test(rest.slice(0, i)))
        : undefined;
      if (at === undefined || at <= 0) break;
      names.push([...current, rest.slice(0, at)].join(' '));
      current = [];
      rest = rest.slice(at);
    }
    current.push(rest);
  }
  if (current.length) names.push(current.join(' '));
  return names;
}

/** Two spellings of one name joined by a dash, as the same exports repeat a player ("Randy Arozarena - Randy Arozarena"). */
export const collapseRepeats = (text: string) => {
  const parts = text.split(/\s+[-–]\s+/);
  return parts.length > 1 && parts.every((part) => part === parts[0]) ? parts[0]! : text;
};

/** Splits "A / B / C" (and "A/B", and names run together: "A BC D") into its players. */
export function splitPlayerNames(text: string): string[] {
  return text
    .split(/\s*\/\s*(?=\p{L})|\s+&\s+|;\s*/u)
    .flatMap(splitRunTogether)
    .map((name) => collapseRepeats(tidyName(name)))
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
