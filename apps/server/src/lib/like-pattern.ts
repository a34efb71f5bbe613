/** A LIKE pattern matching `value` anywhere, with %, _ and \ matched literally. */
export const containsPattern = (value: string): string => `%${value.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
