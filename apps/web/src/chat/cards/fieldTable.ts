import { accountTypeNames, type Language } from "@lifeos/core";

/**
 * The words of the fields a tool's result holds, for the results drawn by the generic card: what each field is called
 * ("dueAt" → "due") and what each value of a fixed list means ("pending" → "to do"), keyed by the field.
 */
export interface FieldTable {
  readonly fields: Readonly<Record<string, string>>;
  readonly values: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** A table of another language with words for exactly the fields and values of `Table`: one left out fails to typecheck. */
export type FieldTableLike<Table extends FieldTable> = {
  readonly fields: { readonly [Name in keyof Table["fields"]]: string };
  readonly values: { readonly [Name in keyof Table["values"]]: { readonly [Value in keyof Table["values"][Name]]: string } };
};

/** The account types by core's own names, in one language: one name for each, wherever the app shows it. */
export const accountTypeWords = (language: Language) => ({
  SECURITIES: accountTypeNames.SECURITIES[language],
  CASH: accountTypeNames.CASH[language],
  RETIREMENT: accountTypeNames.RETIREMENT[language],
  CRYPTO: accountTypeNames.CRYPTO[language],
  OTHER: accountTypeNames.OTHER[language],
});
