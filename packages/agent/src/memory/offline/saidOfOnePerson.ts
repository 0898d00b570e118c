import { escapeRegExp, nameKey } from "@lifeos/core";

/** A fact said back, and whom it is told of (a name, "user", or none). */
export interface SaidFact {
  readonly said: string;
  readonly subject: string | null;
}

/** What a fact says of its person after their name ("mora no Porto" of "A Ana mora no Porto"); null when it does not open with the name. */
const afterName = (fact: SaidFact): string | null => {
  if (fact.subject === null || fact.subject === "user") return null;
  const opening = new RegExp(`^(?:(?:[AaOo])\\s+)?${escapeRegExp(fact.subject)}\\s+(?!(?:and|or|e|ou)\\s)(?=\\p{Ll})`, "u").exec(fact.said);
  return opening === null ? null : fact.said.slice(opening[0].length);
};

/**
 * Facts said back one after another, those told of the same person in a row said of them once, as one part: "Ana is
 * your sister and lives in Porto", "a Ana é a sua irmã e mora no Porto", "Rui is your friend, lives in Faro and works at
 * Bosch". A fact that does not open with the person's name ("Marta's birthday is…", "o aniversário de Marta…") stays a
 * part of its own.
 */
export const saidOfOnePerson = (facts: ReadonlyArray<SaidFact>, language: "en" | "pt"): string[] => {
  const parts: Array<{ readonly subject: string | null; readonly head: string; readonly more: string[] }> = [];
  for (const fact of facts) {
    const last = parts.at(-1);
    const more = last !== undefined && last.subject !== null && fact.subject !== null && nameKey(last.subject) === nameKey(fact.subject) ? afterName(fact) : null;
    if (last !== undefined && more !== null) last.more.push(more);
    else parts.push({ subject: fact.subject, head: fact.said, more: [] });
  }
  const and = language === "pt" ? "e" : "and";
  return parts.map(({ head, more }) => {
    if (more.length === 0) return head;
    return `${[head, ...more.slice(0, -1)].join(", ")} ${and} ${more.at(-1)!}`;
  });
};
