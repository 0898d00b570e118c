import type { PlannedCall, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { forgetsByMeaning, sparedFromForgetting } from "@lifeos/core";
import { fold } from "./factRow.js";
import { sharesInEither } from "./answeringFacts.js";
import { memoriesIn } from "./memoryRows.js";

/** Words of a forget request that name nothing to match: "I have", "that", "tenho", "sobre o meu". */
const notNaming = new Set(
  "i me my mine you your the and that this with about what said told have has had got was were am is are not also for tenho tem tinha que com sobre meu minha meus minhas seu sua eu disse contei uma umas uns sou estou era foi nao tambem para".split(" "),
);

/** The words of what is to be forgotten that a memory must share ("I have a dog" → "dog"). */
const namingWords = (query: string): ReadonlyArray<string> =>
  fold(query)
    .split(/[^\p{L}\d]+/u)
    .filter((word) => word.length >= 3 && !notNaming.has(word));

/** The search for what a forget request names, before saying whether anything is forgotten. */
export const forgetSearch = (query: string): PlannedCall => ({ name: "search_memories", arguments: { query, limit: 10, includeHistory: true } });

/**
 * The reply to "forget that I have a dog" / "esquece que tenho um cão" once the memories were searched: `confirmed` when
 * a memory shares a naming word with the request (in either language); when one only says what the request means
 * ("forget where I live" / "I live in Lisbon", "esquece onde moro" / "Moro em Lisboa": `forgetsByMeaning`),
 * `confirmed` with those facts quoted, so the person sees what goes; else that nothing remembered matches, so no
 * promise is made of forgetting what was never kept. Null when the memories were not searched.
 */
export const forgetFound = (question: Question, query: string, confirmed: string, results: ReadonlyArray<ToolResultView>): string | null => {
  if (!results.some((result) => result.name === "search_memories" && result.success)) return null;
  const words = namingWords(query);
  if (words.length === 0) return confirmed;
  const memories = memoriesIn(results).filter((memory) => !sparedFromForgetting(query, memory.content));
  if (memories.some((memory) => words.some((word) => sharesInEither(fold(memory.content), word)))) return confirmed;
  const meant = memories.filter((memory) => forgetsByMeaning(query, memory.content)).map((memory) => memory.content);
  const pt = question.language === "pt";
  if (meant.length > 0) return `${confirmed} ${pt ? "Ou seja:" : "That is:"} ${meant.map((content) => (pt ? `«${content}»` : `“${content}”`)).join(pt ? " e " : " and ")}.`;
  return pt
    ? `Não tenho nada guardado que corresponda a «${query}», por isso não há nada a esquecer.`
    : `I have nothing remembered that matches “${query}”, so there is nothing to forget.`;
};
