import type { Language } from "../common/language.js";
import type { AccountType } from "./account.js";

/**
 * Each account type in words, lower case ("SECURITIES" is "investment account" / "conta de investimento"). The Portuguese
 * reads the same in Brazil and Portugal: "conta de depósitos", not Portugal's "conta à ordem" nor Brazil's "conta
 * corrente"; "pensão", not Portugal's "reforma" nor Brazil's "aposentadoria".
 */
export const accountTypeNames: Readonly<Record<AccountType, Readonly<Record<Language, string>>>> = {
  SECURITIES: { en: "investment account", pt: "conta de investimento" },
  CASH: { en: "cash account", pt: "conta de depósitos" },
  RETIREMENT: { en: "retirement account", pt: "conta de pensão" },
  CRYPTO: { en: "crypto account", pt: "conta de criptomoedas" },
  OTHER: { en: "other account", pt: "outra conta" },
};

/** An account type in words, lower case; a code this version does not know as it is. */
export const accountTypeName = (type: string, language: Language): string =>
  (accountTypeNames as Readonly<Record<string, Readonly<Record<Language, string>>>>)[type]?.[language] ?? type;
