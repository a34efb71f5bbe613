import type { ChecklistImport } from '../ingest.types';

const SPORTS: Record<string, string | null> = {
  baseball: 'MLB',
  football: 'NFL',
  basketball: 'NBA',
  hockey: 'NHL',
  soccer: null,
  tennis: 'TENNIS',
};

const MAKERS: [RegExp, string][] = [
  [/^bowman/i, 'Bowman'],
  [/^(topps|heritage|finest|stadium club|allen)/i, 'Topps'],
  [/^(panini|national treasures|elite|prizm|select|chronicles|immaculate|flawless)/i, 'Panini'],
  [/^donruss/i, 'Donruss'],
  [/^fleer/i, 'Fleer'],
  [/^leaf/i, 'Leaf'],
  [/^o-pee-chee/i, 'O-Pee-Chee'],
  [/^upper deck/i, 'Upper Deck'],
  [/^pro set/i, 'Pro Set'],
  [/^score/i, 'Score'],
];

/** Year, set name, maker and league from a file name such as "2025-Topps-Update-Checklist.xlsx". */
export function setInfoFromFileName(fileName: string): ChecklistImport['set'] {
  const base = (fileName.split(/[\\/]/).pop() ?? fileName).replace(/(\.[a-z_]{3,5})+$/i, '');
  const yearMatch = /^(\d{4})(?:[-_](\d{2}))?[-_ ]/.exec(base);
  const year = yearMatch ? Number(yearMatch[1]) : new Date().getUTCFullYear();
  let words = base
    .slice(yearMatch ? yearMatch[0].length : 0)
    .replace(/_-?/g, ': ')
    .split(/[-\s]+/)
    .filter(Boolean);
  // trailing file-copy marks and the word "Checklist": "-Checklist-1", "-Checklist-B", "ChecklistB", "-CL"
  while (words.length > 1 && /^(checklist[a-z]?|cl|\d|[a-c])$/i.test(words[words.length - 1]!))
    words = words.slice(0, -1);
  let organization: string | null = 'MLB';
  const sportAt = words.findIndex((word) => word.toLowerCase() in SPORTS);
  if (sportAt >= 0) {
    organization = SPORTS[words[sportAt]!.toLowerCase()] ?? null;
    const prev = words[sportAt - 1]?.toLowerCase();
    const tail = words.slice(sportAt + 1);
    const isBaseball = words[sportAt]!.toLowerCase() === 'baseball';
    if (/^checklist/i.test(tail[0] ?? '')) words = words.slice(0, isBaseball ? sportAt : sportAt + 1);
    else if (isBaseball && tail.length === 0 && prev !== 'of') words = words.slice(0, sportAt);
  }
  const name =
    words
      .join(' ')
      .replace(/\s+:/g, ':')
      .replace(/:$/, '')
      .replace(/\bO Pee Chee\b/i, 'O-Pee-Chee')
      .replace(/\bAllen Ginter\b/i, 'Allen & Ginter')
      .replace(/\bBowmans Best\b/i, "Bowman's Best")
      .trim() || base;
  const manufacturer = MAKERS.find(([re]) => re.test(name))?.[1] ?? null;
  return { name, year, manufacturer, organization };
}
