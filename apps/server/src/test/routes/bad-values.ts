/** A value to put where a route expects something sensible, with a name for the failure report. */
export interface BadValue {
  name: string;
  /** as written in a URL (already percent-encoded) */
  url?: string;
  /** as a JSON body property; undefined with `remove` leaves the property out */
  json?: unknown;
  remove?: boolean;
}

const MEGABYTE = 1_000_000;
const enc = encodeURIComponent;

const ID_EDGES: BadValue[] = [
  { name: 'zero', url: '0', json: 0 },
  { name: 'minus one', url: '-1', json: -1 },
  { name: '2^31-1', url: '2147483647', json: 2147483647 },
  { name: '2^31', url: '2147483648', json: 2147483648 },
  { name: '2^32', url: '4294967296', json: 4294967296 },
  { name: '-2^31-1', url: '-2147483649', json: -2147483649 },
  { name: 'past 2^64', url: '99999999999999999999', json: 1e20 },
  { name: 'huge float', url: '1e308', json: 1e308 },
  { name: 'fraction', url: '1.5', json: 1.5 },
  { name: 'exponent', url: '1e3', json: '1e3' },
  { name: 'hex', url: '0x1F', json: '0x1F' },
  { name: 'NaN', url: 'NaN', json: 'NaN' },
  { name: 'Infinity', url: 'Infinity', json: 'Infinity' },
  { name: 'digits as text past 2^31', json: '2147483648' },
];

const TEXT: BadValue[] = [
  { name: 'empty', url: '', json: '' },
  { name: 'blank', url: '%20%20', json: '  ' },
  { name: 'word', url: 'abc', json: 'abc' },
  { name: 'NUL', url: 'a%00b', json: 'a\u0000b' },
  { name: 'only NUL', url: '%00', json: '\u0000' },
  { name: 'lone high surrogate', url: 'a%ED%A0%80b', json: 'a\ud800b' },
  { name: 'lone low surrogate', url: '%ED%B0%80', json: '\udc00x' },
  { name: 'invalid percent escape', url: '%E0%A4%A' },
  { name: '1 MB string', url: 'x'.repeat(MEGABYTE), json: 'x'.repeat(MEGABYTE) },
  { name: 'LIKE wildcards', url: enc('%_\\'), json: '%_\\' },
  { name: 'apostrophe', url: enc("o'neill"), json: "o'neill" },
  { name: 'SQL', url: enc("' or 1=1; drop table users; --"), json: "' or 1=1; drop table users; --" },
  { name: 'unicode', url: enc('Müñoz 東京 🃏 ﷽'), json: 'Müñoz 東京 🃏 ﷽' },
  { name: 'path traversal', url: enc('../../etc/passwd'), json: '../../etc/passwd' },
  { name: 'control characters', url: enc('a\n\r\tb\u001b'), json: 'a\n\r\tb\u001b' },
  { name: 'regex and html', url: enc('(.*)+$<script>'), json: '(.*)+$<script>' },
];

const SHAPES: BadValue[] = [
  { name: 'null', json: null },
  { name: 'true', json: true },
  { name: 'array', json: [1, 2] },
  { name: 'nested array', json: [['x']] },
  { name: 'object', json: { a: { b: 1 } } },
  { name: 'missing', remove: true },
];

/** For path and query parameters: id edges and text, plus the parameter given twice. */
export const URL_VALUES: BadValue[] = [...ID_EDGES, ...TEXT].filter((value) => value.url !== undefined);

/** For each property of a JSON body: id edges, text and wrong types. */
export const JSON_VALUES: BadValue[] = [...ID_EDGES, ...TEXT, ...SHAPES].filter(
  (value) => value.json !== undefined || value.remove,
);

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Whole bodies that are not the object a route reads. */
export const RAW_BODIES: { name: string; body: string }[] = [
  { name: 'array body', body: '[]' },
  { name: 'string body', body: '"text"' },
  { name: 'null body', body: 'null' },
  { name: 'number body', body: '2147483648' },
  { name: 'broken JSON', body: '{"a":' },
  { name: 'NUL key', body: '{"\\u0000":1}' },
  { name: 'deep nesting', body: deepArray(50_000) },
  { name: 'prototype keys', body: '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}' },
];
