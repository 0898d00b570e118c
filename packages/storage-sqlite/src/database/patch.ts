/** Unicode-aware lower-casing used for case-insensitive keys (SQLite's `lower` folds ASCII only). */
export const foldCase = (value: string): string => value.toLocaleLowerCase("und");
