import type { Question } from "../../models/offline/question/Question.js";

/**
 * What a document leaves out, asked as such ("what is not covered?", "what isn't included in the warranty?", "o que
 * não está coberto?", "o que é que o seguro não cobre?", "what are the exclusions?", "exclusões do seguro").
 */
const exclusionAsked =
  /\b(?:not|never|nao|nunca)\s+(?:\w+\s+){0,2}(?:cover|covers|covered|include|includes|included|insured|pay for|coberto|coberta|cobertos|cobertas|cobre|cobrem|incluid[oa]s?|inclui|incluem|abrangid[oa]s?|abrange|abrangem|comparticipad[oa]s?|comparticipa)\b|\b(?:excluded|exclusions?|excludes?|exclude|excluid[oa]s?|exclusao|exclusoes|exclui|excluem|excluir|exceptions)\b/;

/**
 * What a document forbids, asked as such ("what am I not allowed to do under the lease?", "what can't I do?", "what
 * must I not do at work?", "o que não posso fazer no apartamento?", "o que é proibido?", "what is forbidden?"); "can't"
 * reads "ca not" once spelled out.
 */
const prohibitionAsked =
  /\b(?:not|nao)\s+(?:\w+\s+){0,2}(?:allowed|permitted|entitled|permitid[oa]s?|autorizad[oa]s?)\b|\bwhat (?:things )?(?:can not|ca not|cannot|must not|mustn't|may not|should not|shall not) (?:i|we|(?:the |a |an |my )?\w+) do\b|\b(?:o que|que coisas?) (?:e que )?(?:(?:o|a|os|as|eu) )?(?:\w+ )?nao (?:posso|podemos|pode|podem|devo|devemos|deve|devem) fazer\b|\b(?:forbidden|prohibited|banned|prohibitions?|restrictions?|restricted|proibid[oa]s?|proibicoes|proibicao|vedad[oa]s?|interdit[oa]s?|restricoes|restricao)\b/;

/** The two kinds of negative question the documents answer. */
export type Negation = "exclusion" | "prohibition";

/** Which negative question this is ("what is not covered?": exclusion; "what can't I do?": prohibition), if any. */
export const negationAsked = (question: Question): Negation | undefined =>
  question.has(exclusionAsked) ? "exclusion" : question.has(prohibitionAsked) ? "prohibition" : undefined;

/**
 * The words a document says what it leaves out or forbids with, in both languages, the first one searched for: a
 * heading such as "What is not covered", "Exclusões", "Não estão cobertos", "Restrictions", a line such as "É vedado
 * sublocar", "You must not disclose", "The tenant may not sublet".
 */
export const negationTerms: Readonly<Record<Negation, ReadonlyArray<string>>> = {
  exclusion: ["excluded", "exclusions", "exclusion", "not covered", "not include", "does not cover", "exclusões", "exclusão", "excluídos", "excluído", "não cobre", "não estão cobertos", "não está coberto", "não inclui", "exceptions"],
  prohibition: ["prohibited", "forbidden", "not allowed", "not permitted", "must not", "may not", "cannot", "restrictions", "proibido", "proibida", "proibidos", "vedado", "vedada", "não é permitido", "não são permitidos", "não pode", "não podem", "proibições", "restrições", "interdito"],
};

/**
 * The words of a negative question that only ask it ("covered", "allowed", "posso", "fazer"): what it asks is the
 * negation's terms, and these would find what is covered or allowed instead.
 */
export const negationFrame =
  /^(?:not|never|nao|nunca|cover|covers|covered|coverage|include|includes|included|insured|coberto|coberta|cobertos|cobertas|cobre|cobrem|cobertura|incluid[oa]s?|inclui|incluem|abrangid[oa]s?|abrange|abrangem|allowed|allow|permitted|supposed|meant|entitled|posso|podemos|pode|devo|devemos|permitid[oa]s?|autorizad[oa]s?|deixad[oa]s?|fazer|do|excluded|exclusions?|excludes?|excluid[oa]s?|exclusao|exclusoes|exceptions|forbidden|prohibited|banned|prohibitions?|restrictions?|restricted|proibid[oa]s?|proibicoes|proibicao|vedad[oa]s?|interdit[oa]s?|restricoes|restricao|things?|coisas?)$/;

/**
 * A line that says what is left out or forbidden: it negates, excludes or forbids ("Não estão cobertos:", "You must
 * not solicit…", "É vedado sublocar…", "Consumable parts…" under "What is not covered"); not "no", the Portuguese
 * "in the" as often as a negation.
 */
export const negativeLine =
  /\b(?:not|never|cannot|nor|except|excluded|exclusions?|excludes?|forbidden|prohibited|restrictions?|nao|nem|nunca|salvo|excluid[oa]s?|exclusoes|exclusao|proibid[oa]s?|proibicoes|vedad[oa]s?|interdit[oa]s?|restricoes)\b/;
