import { foldAccents, nameKey } from "@lifeos/core";
import type { ExtractionLanguage } from "../detectLanguage.js";
import type { NameSpan } from "../people/maskNames.js";
import { englishNameKinds } from "../people/englishNameKinds.js";
import type { ExtractionDraft } from "./ExtractionDraft.js";

/** Words before a name that show it is a person's: "com a ⟨0⟩", "ligar pro ⟨0⟩", "met ⟨0⟩". */
const personMarker = (index: number) => new RegExp(`(?:^|\\s)(?:a|o|pro|pra|com|com a|com o|with|met|saw|called|and)\\s+⟨${index}⟩`, "iu");

/**
 * English verbs done to someone, right before a name compromise does not know ("call ⟨0⟩", "text ⟨0⟩", "talk to ⟨0⟩",
 * "have lunch with ⟨0⟩"): a person, as a name after an article is in Portuguese ("ligar ao ⟨0⟩").
 */
const englishPersonMarker = (index: number) =>
  new RegExp(`(?:^|\\s)(?:call|ring|phone|text|email|e-mail|message|ask|tell|thank|invite|visit|meet|see|remind|help|pay back|pick up|talk to|speak to|speak with|write to|reply to|get back to|catch up with|check in with|with)\\s+⟨${index}⟩`, "iu");

/** A name that opens with the kind of place or body it is ("Hospital São João", "Escola Básica", "Café Aurora", "Bank of Spain") is no one's. */
const institution =
  /^(?:hospital|clinica|clinic|escola|school|universidade|university|faculdade|colegio|college|instituto|institute|banco|bank|cafe|restaurante|restaurant|hotel|igreja|church|museu|museum|farmacia|pharmacy|centro|center|centre|camara|estacao|station|aeroporto|airport|rua|street|avenida|avenue|praca|square|parque|park|empresa|company|loja|shop|store|supermercado|ginasio|gym|academia|biblioteca|library|teatro|theatre|theater|cinema)$/;

/** A name said to be one's team or club ("meu time é o ⟨0⟩", "my team is ⟨0⟩") is a side, not a person, whatever article it takes. */
const teamNamed = (index: number) => new RegExp(`(?:^|\\s)(?:time|clube|equipa|team|club)(?:\\s+de\\s+futebol)?\\s+(?:é|e|is|'s)\\s+(?:(?:o|a|the)\\s+)?⟨${index}⟩`, "iu");

/**
 * A name where one works, worked or starts ("já não trabalho na ⟨0⟩", "trabalhei na ⟨0⟩ até 2020", "vou começar na ⟨0⟩",
 * "I used to work at ⟨0⟩"): a workplace, whatever article it takes, no one to ask about.
 */
const workplaceNamed = (index: number) => new RegExp(`(?:^|\\s)(?:trabalh\\p{L}*|come[çc]\\p{L}*|entr\\p{L}*|contratad[oa]|work|works|worked|working|(?:jobs?|companies|company|employers?|emprego|trabalho|empresa))\\s+(?:na|no|em|para a|para o|pra|pela|pelo|at|for|to|with)\\s+⟨${index}⟩`, "iu");

const opensWithInstitution = (name: string): boolean => institution.test(foldAccents(name.split(/\s+/)[0]!.toLowerCase()));

/**
 * A name written all in capitals ("IMI", "IRS", "IPVA", "CC"), in a clause that is not all capitals: an abbreviation.
 * Of three letters or more it is a tax, a body or a company ("tratar do IRS", "ligar à EDP"), never someone; of two it may
 * be someone's initials ("falar com o JP").
 */
const abbreviation = (name: string, clause: string): boolean => /^\p{Lu}{2,}$/u.test(name) && /\p{Ll}/u.test(clause);
const longAbbreviation = (name: string, clause: string): boolean => abbreviation(name, clause) && name.length >= 3;

/** A town moved from ("mudei-me do ⟨0⟩ para Lisboa", "I moved to Porto from ⟨0⟩"): where one lived, no one to ask about. */
const movedFrom = (index: number) => new RegExp(`(?:^|\\s)(?:(?:me\\s+)?mudei(?:-me)?\\s+(?:de|da|do)|moved\\s+(?:from|to\\s+\\S+(?:\\s+\\S+)?\\s+from))\\s+⟨${index}⟩`, "iu");

/**
 * An abbreviation after a bare article, as what is done is done to ("pagar o IMI", "entregar o IRS", "pay the IUC"): a
 * tax, a card, a form, no one; after "com o", "ao" or "do" ("falar com o JP", "ligar ao JP") it may still be someone.
 */
const thingAfterArticle = (index: number) => new RegExp(`(?:^|\\s)(?<!\\b(?:com|with|and|e)\\s+)(?:o|a|os|as|the)\\s+⟨${index}⟩`, "iu");

/**
 * Adds the people among the names no rule placed, so they can be asked
 * about: a name with a title; in English, one compromise takes for a
 * person, or does not know and is called, texted or met; in Portuguese, one after an article or "com" ("com a Marta").
 * Other unplaced names (places, brands, an abbreviation after an article) are left out.
 */
export const addUnplacedPeople = (
  clauses: ReadonlyArray<{ readonly text: string; readonly masked: string; readonly names: ReadonlyArray<NameSpan> }>,
  language: ExtractionLanguage,
  draft: ExtractionDraft,
): void => {
  const unplaced = clauses.some((clause) => clause.names.some((span) => draft.entity(span.name) === undefined));
  if (!unplaced) return;
  const englishKinds = language === "en" ? englishNameKinds(clauses.map((clause) => clause.text).join(". ")) : null;
  for (const clause of clauses) {
    for (const [index, span] of clause.names.entries()) {
      if (draft.entity(span.name) !== undefined || opensWithInstitution(span.name) || teamNamed(index).test(clause.masked) || workplaceNamed(index).test(clause.masked) || movedFrom(index).test(clause.masked)) continue;
      if (longAbbreviation(span.name, clause.text) || (abbreviation(span.name, clause.text) && thingAfterArticle(index).test(clause.masked))) continue;
      const person =
        span.hasTitle ||
        (englishKinds !== null
          ? (englishKinds.get(nameKey(span.name)) ?? (englishPersonMarker(index).test(clause.masked) ? "person" : undefined)) === "person"
          : span.gender !== null || personMarker(index).test(clause.masked));
      if (person) draft.addEntity({ name: span.name, type: "person", aliases: [], gender: span.gender, relationshipToUser: null });
    }
  }
};
