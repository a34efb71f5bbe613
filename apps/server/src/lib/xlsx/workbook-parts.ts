import path from 'node:path';
import { XlsxError, type XlsxLimits } from './xlsx-limits';
import { parseXml } from './xml-events';
import type { ZipParts } from './zip-parts';

export interface SheetPart {
  name: string;
  part: string;
}

export interface WorkbookParts {
  sheets: SheetPart[];
  sharedStrings: string | null;
  styles: string | null;
  date1904: boolean;
}

/** Built-in number formats that show dates or times (ECMA-376 §18.8.30; ids without a fixed code are not). */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** A format code shows a date when, outside quoted text and [brackets], it has a date or time letter. */
const isDateFormat = (code: string) =>
  /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

const relsOf = (part: string) =>
  path.posix.join(path.posix.dirname(part), '_rels', `${path.posix.basename(part)}.rels`);

function resolveTarget(from: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), target));
}

/** A part's relationships: id → { type, part }. */
async function readRelationships(zip: ZipParts, part: string) {
  const relations = new Map<string, { type: string; part: string }>();
  const rels = relsOf(part);
  if (!zip.has(rels)) return relations;
  await parseXml(rels, zip.chunks(rels), {
    open(name, attributes) {
      if (
        name !== 'Relationship' ||
        !attributes.Id ||
        !attributes.Target ||
        attributes.TargetMode === 'External'
      )
        return;
      relations.set(attributes.Id, {
        type: attributes.Type ?? '',
        part: resolveTarget(part, attributes.Target),
      });
    },
  });
  return relations;
}

const ofType = (relations: Map<string, { type: string; part: string }>, type: string) =>
  [...relations.values()].find((relation) => relation.type.endsWith(`/${type}`))?.part ?? null;

/** Finds the workbook, its sheets in workbook order, its shared strings and styles. */
export async function readWorkbookParts(zip: ZipParts): Promise<WorkbookParts> {
  const workbook = ofType(await readRelationships(zip, ''), 'officeDocument') ?? 'xl/workbook.xml';
  if (!zip.has(workbook))
    throw new XlsxError('not-xlsx', `not an xlsx workbook (no ${workbook} inside the zip)`);
  const relations = await readRelationships(zip, workbook);
  const sheets: SheetPart[] = [];
  let date1904 = false;
  await parseXml(workbook, zip.chunks(workbook), {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      if (name !== 'sheet') return;
      const relation = attributes.id ? relations.get(attributes.id) : undefined;
      if (relation?.type.endsWith('/worksheet') && zip.has(relation.part))
        sheets.push({ name: attributes.name ?? `Sheet${sheets.length + 1}`, part: relation.part });
    },
  });
  const existing = (part: string | null) => (part && zip.has(part) ? part : null);
  return {
    sheets,
    sharedStrings: existing(ofType(relations, 'sharedStrings')),
    styles: existing(ofType(relations, 'styles')),
    date1904,
  };
}

/**
 * The shared string table. A string longer than a cell may be is kept as null: only a cell that uses it
 * refuses the workbook.
 */
export async function readSharedStrings(
  zip: ZipParts,
  part: string | null,
  limits: XlsxLimits,
): Promise<(string | null)[]> {
  const strings: (string | null)[] = [];
  if (!part) return strings;
  let inString = false;
  let inText = false;
  let phonetic = 0;
  let text = '';
  let overlong = false;
  await parseXml(part, zip.chunks(part), {
    open(name) {
      if (name === 'si') {
        if (strings.length >= limits.maxSharedStrings)
          throw new XlsxError(
            'too-large',
            `the workbook has over ${limits.maxSharedStrings.toLocaleString('en-US')} texts`,
          );
        inString = true;
        text = '';
        overlong = false;
      } else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && inString && phonetic === 0) inText = true;
    },
    text(value) {
      if (!inText || overlong) return;
      text += value;
      if (text.length > limits.maxCellChars) overlong = true;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si') {
        strings.push(overlong ? null : text);
        inString = false;
      }
    },
  });
  return strings;
}

/** Whether each cell style (by its index in cellXfs) shows numbers as dates. */
export async function readDateStyles(zip: ZipParts, part: string | null): Promise<boolean[]> {
  const dateStyles: boolean[] = [];
  if (!part) return dateStyles;
  const codes = new Map<number, string>();
  const formatIds: number[] = [];
  let inCellXfs = false;
  await parseXml(part, zip.chunks(part), {
    open(name, attributes) {
      if (name === 'numFmt' && attributes.numFmtId && attributes.formatCode !== undefined)
        codes.set(Number(attributes.numFmtId), attributes.formatCode);
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) formatIds.push(Number(attributes.numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  for (const id of formatIds) {
    const code = codes.get(id);
    dateStyles.push(code !== undefined ? id !== 0 && isDateFormat(code) : BUILT_IN_DATE_FORMATS.has(id));
  }
  return dateStyles;
}
