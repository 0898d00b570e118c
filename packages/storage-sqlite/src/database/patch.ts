/** The fields of `patch` that are set (not `undefined`), for an UPDATE's SET clause. */
export const definedFields = <T extends Record<string, unknown>>(patch: T): Partial<T> =>
  Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;

/** Unicode-aware lower-casing used for case-insensitive keys (SQLite's `lower` folds ASCII only). */
export const foldCase = (value: string): string => value.toLocaleLowerCase("und");
