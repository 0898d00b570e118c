import { foldAccents } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { paymentAsked, paymentInLine } from "./lineAsks.js";
import type { WordGroup } from "./wordGroups.js";
import { holdsGroup, questionGroups } from "./wordGroups.js";

/* What a second and later quote must hold to be read out after one that answers. */

/**
 * The words the question sets its asking in, not what it asks about: the place after "in", "at", "em", "no"…
 * ("posso ter um gato em casa?": the home; "can I keep a bike in my parking space?": the parking space).
 */
const placeSaid =
  /\b(?:in|at|into|inside|em|no|na|nos|nas|dentro d[aeo]s?)\s+(?:(?:the|my|our|a|an|o|a|os|as|um|uma|meu|minha|meus|minhas|nosso|nossa)\s+)?([\p{L}\p{N}]+)(?:\s+([\p{L}\p{N}]+))?/gu;

const placeWords = (question: Question): ReadonlySet<string> =>
  new Set([...question.normalized.matchAll(placeSaid)].flatMap((match) => [match[1]!, ...(match[2] === undefined ? [] : [match[2]])]).map((word) => foldAccents(word)));

/**
 * Whether a quote (its line with the heading it falls under) holds what the question asks about: a word of the search's
 * or of the question's own that tell lines apart (weighing 2 or more) that is neither what its document is named by
 * ("lease" of "Lease, Rua das Flores 12.md": every clause of it says the lease, the tenant or the rent) nor the place the
 * question is set in ("flat" of "em casa"); or, when a payment is asked, a word of paying. "When is the rent due?" is
 * answered by the rent clause's "paid by the 8th"; the clause on ending the lease holds only the lease, and "posso ter um
 * gato em casa?" gets nothing from the subletting clause's "the flat".
 */
export const holdsAsked = (
  quote: string,
  documentName: string,
  question: Question,
  searched: ReadonlyArray<WordGroup>,
): boolean => {
  const places = placeWords(question);
  const groups = [...searched, ...questionGroups(question, searched)].filter(
    (group) => group.weight >= 2 && !places.has(group.words[0]!) && !holdsGroup(documentName, group),
  );
  return groups.some((group) => holdsGroup(quote, group)) || (question.has(paymentAsked) && paymentInLine.test(quote));
};
