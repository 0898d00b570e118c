import { Predicates } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { extractOffline } from "../extraction/extractOffline.js";

/** What one's life is: where one lives and works, one's job, name, age, relationship, birthplace. */
const lifeFacts: ReadonlySet<string> = new Set([
  Predicates.livesIn, Predicates.worksAt, Predicates.jobTitle, Predicates.relationshipStatus, Predicates.name, Predicates.age, Predicates.bornIn,
]);

/**
 * Whether the message tells a change of one's own life ("já mudei de empresa para a Farfetch", "I've switched companies
 * to Farfetch", "já me mudei para Lisboa"): a fact to keep, not a task said done, though it is told in the past.
 */
export const ownLifeTold = (question: Question): boolean =>
  extractOffline({ text: question.text, sentAt: question.now, timeZone: question.timeZone, language: question.language }).memories.some(
    (memory) => memory.triple?.subject === "user" && lifeFacts.has(memory.triple.predicate),
  );
