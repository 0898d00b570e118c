import { normalizeText, Predicates, serviceTopicIn } from "@lifeos/core";
import { vagueActions } from "../lexicon/contextWords.js";
import { orientDate } from "../dates/findDates.js";
import type { RuleMatch } from "../rules/matchClause.js";
import type { ClauseContext } from "./ClauseContext.js";
import type { ExtractionDraft } from "./ExtractionDraft.js";
import { addPerson, buildMemory } from "./buildMemory.js";
import { restoreNames } from "./clauseText.js";
import { deadlineOf, deadlineWord, dueBy, withoutHolidayPreposition } from "./deadline.js";
import { resolveSubject, subjectKey } from "./subjects.js";

/**
 * A need of someone else ("a Susana precisa ir no oftalmologista") or a task
 * of the person ("preciso fazer um tratamento", "I need to renew my
 * passport"): a task memory, due when a date is said, about the service
 * the action names, if any.
 */
export const interpretNeed = (match: RuleMatch, context: ClauseContext, draft: ExtractionDraft): boolean => {
  const owner = match.rule.kind === "need" ? resolveSubject(match.slots["who"], context) : "user";
  // The deadline's date is read apart ("renew my passport before June"): its word is not part of what is to be done.
  const action = withoutHolidayPreposition(
    restoreNames(match.slots["action"] ?? "", context.names)
      .trim()
      .replace(context.dates.length === 0 ? /$^/u : deadlineWord[context.language], ""),
    context.dates[0],
    context.clause,
    context.language,
  );
  if (owner === null || action === "" || action.split(/\s+/).length > 15) return false;
  if (vagueActions[context.language].some((vague) => normalizeText(vague) === normalizeText(action))) return false;
  const topic = serviceTopicIn(action)?.key ?? null;
  const due = context.dates[0] === undefined ? null : orientDate(context.dates[0], "future", context.sentAt, context.timeZone);
  // The memory keeps the deadline as said ("before June 2027"); the task is due while there is still time (31 May).
  const dueAt = due === null ? null : dueBy(due, deadlineOf(context.clause, context.dates[0], context.language), context.timeZone);
  const memory = buildMemory(context, {
    type: "task",
    triple: { subject: subjectKey(owner), predicate: owner === "user" ? Predicates.mustDo : Predicates.needs, object: topic ?? action },
    subjects: [owner],
    importance: 7,
    occurred: due,
  });
  if (owner !== "user") addPerson(draft, owner, context);
  const memoryIndex = draft.addMemory(memory);
  draft.tasks.push({ memoryIndex, kind: owner === "user" ? "task" : "need", owner: subjectKey(owner), action, topic, dueAt });
  return true;
};
