import { aboutSomeoneElse, attributeAsked, fold } from "./memoryFacts.js";

/** A person named in what is to be forgotten ("where Ana lives"): then the facts are hers, which the attribute alone cannot tell. */
const namesSomeone = /(?:^|\s)(?!I\b)\p{Lu}\p{Ll}+/u;

/**
 * Whether a remembered fact is what "forget <query>" asks to forget by its meaning rather than its words: the query
 * asks one of the person's attributes as the recall reads questions ("forget where I live", "esquece onde moro",
 * "forget my address" → home), and the fact answers that attribute ("I live in Lisbon", "Moro em Lisboa") and is the
 * person's own (never "Ana lives in Porto"). False for a query that names no attribute, or names someone.
 */
export const forgetsByMeaning = (query: string, content: string): boolean => {
  const attribute = attributeAsked(query);
  if (attribute === null || namesSomeone.test(query)) return false;
  return attribute.answers.test(fold(content)) && !aboutSomeoneElse(content);
};

/**
 * Whether a fact stays whatever words it shares with the request: the request asks one of the person's own attributes
 * ("forget where I live") and the fact is someone else's ("My sister Ana lives in Porto").
 */
export const sparedFromForgetting = (query: string, content: string): boolean => attributeAsked(query) !== null && !namesSomeone.test(query) && aboutSomeoneElse(content);
