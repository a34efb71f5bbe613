// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addFiles, formatBytes } from './file-selection';

const MB = 1024 * 1024;
const file = (name: string, size = 40_000) => ({ name, size });

describe('choosing workbooks', () => {
  it('keeps .xlsx workbooks and says why others are turned away', () => {
    const result = addFiles(
      [],
      [file('1984-Topps.xlsx'), file('notes.csv'), file('big.xlsx', 51 * MB), file('empty.XLSX', 0)],
    );
    expect(result.files.map((f) => f.name)).toEqual(['1984-Topps.xlsx']);
    expect(result.problems).toEqual([
      'notes.csv is not an .xlsx workbook',
      'big.xlsx is larger than 50 MB',
      'empty.XLSX is empty',
    ]);
  });

  it('accepts exactly 50 MB and an upper-case extension', () => {
    expect(addFiles([], [file('A.XLSX', 50 * MB)]).files).toHaveLength(1);
  });

  it('keeps a file picked twice once', () => {
    const first = addFiles([], [file('a.xlsx')]);
    expect(addFiles(first.files, [file('a.xlsx'), file('b.xlsx')]).files.map((f) => f.name)).toEqual([
      'a.xlsx',
      'b.xlsx',
    ]);
  });

  it('stops at 20 workbooks', () => {
    const many = Array.from({ length: 22 }, (_, i) => file(`set-${i}.xlsx`));
    const result = addFiles([], many);
    expect(result.files).toHaveLength(20);
    expect(result.problems).toEqual([
      'set-20.xlsx was not added: at most 20 workbooks at a time',
      'set-21.xlsx was not added: at most 20 workbooks at a time',
    ]);
  });

  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(44_138)).toBe('43 KB');
    expect(formatBytes(12.5 * MB)).toBe('12.5 MB');
  });
});
