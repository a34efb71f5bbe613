/** A function whose first parameter is the database, without it. */
type WithoutDb<F> = F extends (db: never, ...args: infer A) => infer R ? (...args: A) => R : never;

/**
 * Turns a module's query-style functions (`listTeams(db, …)`) into a service object bound to one database
 * (`teams.listTeams(…)`), so every service is built the same way: by createServices, from its dependencies.
 */
export function bindDb<D, T extends Record<string, (db: D, ...args: never[]) => unknown>>(
  db: D,
  functions: T,
): { [K in keyof T]: WithoutDb<T[K]> } {
  return Object.fromEntries(
    Object.entries(functions).map(([name, fn]) => [name, (...args: never[]) => fn(db, ...args)]),
  ) as { [K in keyof T]: WithoutDb<T[K]> };
}
