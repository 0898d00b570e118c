import { givenFields } from "@lifeos/core";

/** The fields of `patch` that are set (not `undefined`), for an UPDATE's SET clause: core's `givenFields`. */
export const definedFields = givenFields;

/** Unicode-aware lower-casing used for case-insensitive keys (SQLite's `lower` folds ASCII only). */
export const foldCase = (value: string): string => value.toLocaleLowerCase("und");
