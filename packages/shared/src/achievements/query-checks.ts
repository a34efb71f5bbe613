/**
 * The query tester's client checks (spec 3 §5), with its exact messages. They help the admin; the server's
 * protection is the sandbox (a read-only role over per-collector views), not this list.
 */
export const QUERY_CHECK_MESSAGES = {
  queryRequired: 'Please enter a SQL query',
  userRequired: 'Please select a user ID',
  modalMissing: 'Missing achievement or user ID',
  notSelect: 'Query must start with SELECT',
  semicolons: 'Multiple statements not allowed (semicolons detected)',
  dangerous: (word: string) => `Dangerous keyword detected: ${word}`,
  injection: 'Potential SQL injection pattern detected',
} as const;

export const DANGEROUS_KEYWORDS = [
  'INSERT',
  'UPDATE',
  'DELETE',
  'DROP',
  'ALTER',
  'CREATE',
  'TRUNCATE',
  'EXEC',
  'EXECUTE',
  'SP_',
  'XP_',
  'BULK',
  'BACKUP',
  'RESTORE',
] as const;
/** The query-test modal also refuses these. */
export const MODAL_DANGEROUS_KEYWORDS = ['GRANT', 'REVOKE', 'DENY'] as const;

/** The text with quoted strings and identifiers blanked, so words and semicolons inside quotes do not count. */
function outsideQuotes(query: string): string {
  return query.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"/g, (quoted) => ' '.repeat(quoted.length));
}

const INJECTION_PATTERNS = [
  /;\s*(--|\/\*)/, // a comment after a semicolon
  /\bor\s+(\d+)\s*=\s*\1\b/i, // OR 1=1
  /\bor\s+true\b/i,
  /\bunion\s+(all\s+)?select\b/i,
];

/** OR 'a'='a': read on the text itself, as its quotes are the pattern */
const QUOTED_TAUTOLOGY = /\bor\s+('[^']*')\s*=\s*\1/i;

/** The first problem with a query as the tester (or, with `modal`, the query-test modal) sees it, or null. */
export function checkTestQuery(query: string, options: { modal?: boolean } = {}): string | null {
  const text = query.trim();
  if (!text) return QUERY_CHECK_MESSAGES.queryRequired;
  if (!/^select\b/i.test(text)) return QUERY_CHECK_MESSAGES.notSelect;
  const bare = outsideQuotes(text);
  if (INJECTION_PATTERNS.some((pattern) => pattern.test(bare)) || QUOTED_TAUTOLOGY.test(text))
    return QUERY_CHECK_MESSAGES.injection;
  if (bare.includes(';')) return QUERY_CHECK_MESSAGES.semicolons;
  const words = options.modal ? [...DANGEROUS_KEYWORDS, ...MODAL_DANGEROUS_KEYWORDS] : DANGEROUS_KEYWORDS;
  for (const word of words) {
    const pattern = word.endsWith('_') ? new RegExp(`\\b${word}`, 'i') : new RegExp(`\\b${word}\\b`, 'i');
    if (pattern.test(bare)) return QUERY_CHECK_MESSAGES.dangerous(word);
  }
  return null;
}
