/** Postgres array literal as ONE bound parameter: bulk writes stay parameterised and a single round trip. */
export const pgArray = (values: readonly (string | number | boolean | null)[]) =>
  `{${values
    .map((value) =>
      value === null
        ? 'NULL'
        : typeof value === 'string'
          ? `"${value.replace(/["\\]/g, '\\$&')}"`
          : String(value),
    )
    .join(',')}}`;
